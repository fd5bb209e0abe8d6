import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brand,
  color: vars.color.textInverse,
});

export const slide = style({
  display: 'grid',
  alignItems: 'center',
  minHeight: '220px',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr', minHeight: '320px' } },
  selectors: { '&[hidden]': { display: 'none' } },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  maxHeight: '320px',
});

export const content = style({
  padding: vars.space.xlarge,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xlarge } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  backgroundColor: vars.color.brandStrong,
});

export const arrow = style({
  minWidth: '44px',
  minHeight: '44px',
  border: `2px solid ${vars.color.textInverse}`,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textInverse,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.strong,
});

export const dot = style({
  width: '24px',
  height: '24px',
  padding: 0,
  border: `2px solid ${vars.color.textInverse}`,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  selectors: { '&[aria-current="true"]': { backgroundColor: vars.color.accent } },
});
