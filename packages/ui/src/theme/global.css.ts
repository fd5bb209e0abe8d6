import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

// Self-hosted Inter (SIL OFL 1.1), latin subset, served with the package: no CDN.
const family = 'Arpa Sans';
globalFontFace(family, {
  src: 'url("./fonts/inter-latin-400-normal.woff2") format("woff2")',
  fontWeight: 400,
  fontStyle: 'normal',
  fontDisplay: 'swap',
});
globalFontFace(family, {
  src: 'url("./fonts/inter-latin-600-normal.woff2") format("woff2")',
  fontWeight: 600,
  fontStyle: 'normal',
  fontDisplay: 'swap',
});
globalFontFace(family, {
  src: 'url("./fonts/inter-latin-700-normal.woff2") format("woff2")',
  fontWeight: 700,
  fontStyle: 'normal',
  fontDisplay: 'swap',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceMuted,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, p, ul, ol, figure', { margin: 0 });
globalStyle('ul, ol', { padding: 0, listStyle: 'none' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
