import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '44px',
  paddingInline: vars.space.medium,
  border: `2px solid ${vars.color.textInverse}`,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  // SPEC §9: the main navigation is hidden below 1210 px; the menu button replaces it there. Where a
  // sister site's back button has replaced the navigation (`data-menu-always` on an ancestor, the Header
  // sets it), the menu stays at every width, so Oma tili and the cart are still reachable.
  '@media': {
    [media.wide]: { display: 'none', selectors: { '[data-menu-always] &': { display: 'inline-flex' } } },
  },
});

export const burger = style({
  display: 'block',
  width: '18px',
  height: '2px',
  backgroundColor: 'currentColor',
  boxShadow: '0 -6px 0 currentColor, 0 6px 0 currentColor',
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  backgroundColor: vars.color.overlay,
});

export const panel = style({
  position: 'fixed',
  zIndex: 51,
  top: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: 'min(320px, 85vw)',
  overflowY: 'auto',
  padding: vars.space.large,
  backgroundColor: vars.color.brand,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.raised,
  animation: `${slideIn} 200ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '44px',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
  },
});

export const cartCount = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '24px',
  height: '24px',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
});

export const session = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginTop: 'auto',
});
