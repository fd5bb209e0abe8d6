import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

// Cropped to the 4:3 box like the shop's cards, never letterboxed.
export const main = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const thumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const thumb = style({
  width: '72px',
  height: '54px',
  padding: 0,
  border: `2px solid ${vars.color.borderSoft}`,
  borderRadius: vars.radius.small,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` },
  },
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
