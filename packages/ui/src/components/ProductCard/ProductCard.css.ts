import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
});

// Cropped to the box, never letterboxed: a picture of another shape fills the card and loses its edges.
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceMuted,
});

export const name = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

// The name's link covers the whole card, so the card is one tab stop and one click target.
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.medium },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const value = style({
  marginTop: 'auto',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});
