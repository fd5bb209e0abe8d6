import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { fontFaces } from '@arpa/contract/design-tokens';
import { vars } from './vars.css';

// Self-hosted Inter (SIL OFL 1.1), latin subset, served with the package: no CDN. The faces are listed in
// @arpa/contract, where the identity provider's pages read them too.
for (const face of fontFaces.faces) {
  globalFontFace(fontFaces.family, {
    src: `url("./fonts/${face.file}") format("woff2")`,
    fontWeight: face.weight,
    fontStyle: 'normal',
    fontDisplay: 'swap',
  });
}

const { fallback } = fontFaces;
globalFontFace(fallback.family, {
  src: fallback.local.map((name) => `local("${name}")`).join(', '),
  ascentOverride: fallback.ascentOverride,
  descentOverride: fallback.descentOverride,
  lineGapOverride: fallback.lineGapOverride,
  sizeAdjust: fallback.sizeAdjust,
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
