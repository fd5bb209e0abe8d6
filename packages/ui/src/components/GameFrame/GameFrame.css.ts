import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  width: '100%',
  height: '560px',
  maxWidth: '480px',
  marginInline: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  selectors: {
    // Fullscreen: by the browser's Fullscreen API where it has one, else the frame covers the viewport.
    '&[data-state="fullscreen"]': {
      position: 'fixed',
      inset: 0,
      zIndex: 1000,
      maxWidth: 'none',
      height: '100%',
      borderRadius: 0,
    },
  },
  '@media': {
    [media.tablet]: { height: '600px' },
  },
});

export const frame = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  border: 0,
  background: vars.color.overlay,
  color: vars.color.textInverse,
  font: 'inherit',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'center',
  cursor: 'pointer',
  ':focus-visible': {
    outline: `3px solid ${vars.color.accent}`,
    outlineOffset: '-6px',
  },
});

export const exit = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineEnd: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': {
    outline: `3px solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
});
