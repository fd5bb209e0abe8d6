import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const sent = style({
  padding: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.success}`,
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
});
