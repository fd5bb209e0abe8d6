import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const item = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const empty = style({
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const more = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
});
