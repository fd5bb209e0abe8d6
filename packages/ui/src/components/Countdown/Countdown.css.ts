import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
});

export const label = style({ color: vars.color.textMuted });

export const time = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});
