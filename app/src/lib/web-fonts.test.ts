import { afterEach, describe, expect, it, vi } from 'vitest';
import { enableWebFonts } from './web-fonts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const fonts = () => document.getElementById('arpa-web-fonts') as HTMLStyleElement;
/** Past the frame and the task after it that `enableWebFonts` waits for (its callbacks were queued first). */
const settle = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 10)));

function renderedPage(body = '<main>Arpa</main>') {
  document.head.innerHTML =
    '<style id="arpa-web-fonts" media="not all">@font-face{font-family:x;src:url(/a.woff2)}</style>';
  document.body.innerHTML = body;
}

describe('the web font of a server-rendered page', () => {
  it('is switched on only after the page has loaded and a frame has been drawn', async () => {
    renderedPage();
    let state: DocumentReadyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    enableWebFonts();
    await settle();
    // Not loaded yet: the faces still apply to no media, so no font file is fetched.
    expect(fonts().media).toBe('not all');
    state = 'complete';
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(fonts().media).toBe('all'));
  });

  it('waits for the visitor’s first input while a dialog is open, so the dialog’s buttons do not move on their own', async () => {
    renderedPage('<div role="dialog"><button>Hyväksy kaikki</button></div>');
    enableWebFonts();
    await settle();
    expect(fonts().media).toBe('not all');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(fonts().media).toBe('all');
  });

  it('does nothing on a page rendered in the browser (its stylesheet file names the faces)', () => {
    expect(() => enableWebFonts()).not.toThrow();
    expect(document.getElementById('arpa-web-fonts')).toBeNull();
  });
});
