import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
});

export const message = style({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.medium });
