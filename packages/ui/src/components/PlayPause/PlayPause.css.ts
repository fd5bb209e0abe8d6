import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const active = style({
  padding: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
});

export const info = style({ color: vars.color.textMuted });
