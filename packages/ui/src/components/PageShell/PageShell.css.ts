import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { PAGE_CONTENT_END_ID } from './content-end';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  selectors: {
    // Unseen until the marker after the main landmark has been parsed (PAGE_CONTENT_END_ID, PageShell.tsx).
    // A browser without :has() drops the rule and shows the page as it arrives.
    [`&:not(:has(> #${PAGE_CONTENT_END_ID}))`]: { visibility: 'hidden' },
  },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.medium,
  top: '-100px',
  zIndex: 10,
  padding: `${vars.space.small} ${vars.space.medium}`,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.strong,
  borderRadius: vars.radius.small,
  selectors: { '&:focus': { top: vars.space.small } },
});

export const main = style({
  flexGrow: 1,
  // The footer starts below the first screen: a page whose content arrives after the first render (a
  // spinner, then the page) then never moves a footer the visitor can see (layout shift, CLS 0).
  minHeight: '100vh',
  width: '100%',
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
  outline: 'none',
});
