import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-status="done"]': { backgroundColor: vars.color.brandSoft, color: vars.color.success },
    '&[data-status="pending"]': { backgroundColor: vars.color.surface, color: vars.color.textMuted },
  },
});
