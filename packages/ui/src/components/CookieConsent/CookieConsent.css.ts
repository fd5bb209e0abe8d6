import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const categories = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({ fontWeight: vars.fontWeight.strong, marginBottom: vars.space.small });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
