import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const active = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  backgroundColor: vars.color.surface,
});

export const activeTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const info = style({ margin: 0, color: vars.color.textMuted });
