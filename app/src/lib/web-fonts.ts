/**
 * A server-rendered page names its web font's faces in a style that applies to no media (the server's
 * `webFontsStyle`, packages/server/src/http/app-shell.ts): it paints in the local fallback face, which is
 * scaled to the web font's metrics, and no font file competes with the page for the connection before its
 * largest paint. This switches the faces on once the page is hydrated, has loaded and has been drawn; the
 * files then load and swap in (`font-display: swap`) without moving a line
 * (docs/decisions/0045-first-view-critical-path.md).
 *
 * While a dialog is open (a first visit's cookie dialog), the swap waits for the visitor's first press of
 * a key or a pointer: the dialog's buttons sit side by side at its right edge, and their text's width
 * changes with the face, so a swap while the visitor only looks would move them (a layout shift); one
 * right after an input is the page answering the visitor.
 */
export const WEB_FONTS_STYLE_ID = 'arpa-web-fonts';

export function enableWebFonts(win: Window = window): void {
  const doc = win.document;
  const style = doc.getElementById(WEB_FONTS_STYLE_ID) as HTMLStyleElement | null;
  if (style === null || style.media === 'all') return;
  const switchOn = () => {
    style.media = 'all';
  };
  const afterFirstView = () =>
    // After the next frame has been drawn: the first view is on screen before the files are asked for.
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        if (doc.querySelector('[role="dialog"]') === null) return switchOn();
        const onInput = () => {
          win.removeEventListener('pointerdown', onInput, true);
          win.removeEventListener('keydown', onInput, true);
          switchOn();
        };
        win.addEventListener('pointerdown', onInput, true);
        win.addEventListener('keydown', onInput, true);
      }, 0),
    );
  if (doc.readyState === 'complete') afterFirstView();
  else win.addEventListener('load', afterFirstView, { once: true });
}
