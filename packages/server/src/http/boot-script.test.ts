import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { BOOT_BATCH, BOOT_SCRIPT } from './boot-script.ts';

/** A rendered page's head as the server writes it: the template of what to load, then the loader. */
function page(visible: boolean) {
  const modules = Array.from({ length: 7 }, (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js">`);
  const dom = new JSDOM(
    `<!doctype html><html><head><template id="arpa-boot">${modules.join('')}<script type="module" src="/assets/index.js"></script></template></head><body><div id="root"></div></body></html>`,
    { runScripts: 'outside-only', pretendToBeVisual: visible },
  );
  dom.window.eval(BOOT_SCRIPT);
  const inserted = () =>
    dom.window.document.head.querySelectorAll('link[rel="modulepreload"], script[src]').length;
  return { dom, inserted };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the scripts loader of a rendered page', () => {
  it('inserts the modules a few per task on a page on screen, all of them in the end', async () => {
    const { dom, inserted } = page(true);
    // Each task's insertions reach the observer together, after the task.
    const perTask: number[] = [];
    new dom.window.MutationObserver((records) => {
      perTask.push(records.reduce((sum, record) => sum + record.addedNodes.length, 0));
    }).observe(dom.window.document.head, { childList: true });
    for (let i = 0; i < 100 && inserted() < 8; i += 1) await tick(5);
    expect(inserted()).toBe(8);
    expect(Math.max(...perTask)).toBe(BOOT_BATCH);
    // The entry comes last, after every modulepreload.
    expect(dom.window.document.head.lastElementChild?.getAttribute('src')).toBe('/assets/index.js');
    dom.window.close();
  });

  it('inserts them all at once on a hidden page (a background tab runs a timer a second at most)', () => {
    const { dom, inserted } = page(false);
    expect(dom.window.document.visibilityState).not.toBe('visible');
    expect(inserted()).toBe(8);
    dom.window.close();
  });
});
