import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-state="open"]': {
      padding: `${vars.space.medium} ${vars.space.medium}`,
      boxShadow: vars.shadow.raised,
    },
    '&[data-tone="success"]': { backgroundColor: vars.color.success },
    '&[data-tone="error"]': { backgroundColor: vars.color.critical },
  },
  '@media': {
    [media.desktop]: {
      selectors: { '&[data-state="open"]': { paddingInline: vars.space.xlarge } },
    },
  },
});

// The empty live region stays in the page (so that text put into it is announced) but takes no room: the
// text of either tone starts at the same place.
export const message = style({
  flex: '1 1 auto',
  textAlign: 'start',
  selectors: { '&:empty': { flex: '0 0 0', overflow: 'hidden' } },
});

export const close = style({
  flex: '0 0 auto',
  // A margin, not the bar's gap: a gap would also follow the empty live region and push the text in.
  marginInlineStart: vars.space.medium,
  minHeight: '44px',
  paddingInline: vars.space.medium,
  border: `2px solid ${vars.color.textInverse}`,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.overlay },
    '&:focus-visible': { outlineColor: vars.color.textInverse },
  },
});
