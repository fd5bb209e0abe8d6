import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const questions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const result = style({
  padding: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  backgroundColor: vars.color.surface,
  margin: 0,
});

export const source = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
