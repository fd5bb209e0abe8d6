import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const requiredMark = style({ color: vars.color.critical, marginInlineStart: vars.space.xxsmall });

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});
