import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const select = style({
  minHeight: '44px',
  maxWidth: '100%',
  padding: `0 ${vars.space.small}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focus },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
