import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const header = style({
  backgroundColor: vars.color.brand,
  color: vars.color.textInverse,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: vars.contentWidth,
  minHeight: '64px',
  margin: '0 auto',
  padding: `${vars.space.small} ${vars.space.medium}`,
});

export const logo = style({
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.02em',
  textDecoration: 'none',
  borderRadius: vars.radius.small,
});

export const nav = style({
  display: 'none',
  '@media': { [media.wide]: { display: 'block' } },
});

export const navList = style({ display: 'flex', gap: vars.space.xsmall });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
  },
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginLeft: 'auto',
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.fontWeight.medium,
});

export const avatarInitials = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});

export const avatarName = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'inline' } },
});

export const cart = style({
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { textDecoration: 'underline' } },
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

export const back = style({
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const session = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

// With a mobile menu, the drawer holds the session buttons below 1210 px (and the cart below 700 px).
export const sessionBesideMenu = style({
  display: 'none',
  '@media': { [media.wide]: { display: 'flex' } },
});

export const cartBesideMenu = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline-flex' } },
});
