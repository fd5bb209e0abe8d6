import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testTempDir } from './temp-dir.ts';

/**
 * A built app with a server entry that behaves like app/src/entry-server.tsx: it asks for its reads
 * through `load` and renders what it got. The real entry is driven end to end by tests/e2e/ssr.spec.ts.
 * Its renders are listed in `dist-server/renders.log` ("worker /url" per render); a page whose address holds
 * "rikki" fails, "jumissa" never finishes, "silmukka" loops for ever.
 */
export function fakeBuild(): string {
  const root = testTempDir('ssr');
  const dir = join(root, 'dist');
  mkdirSync(dir);
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="fi"><head><title>Arpa</title></head><body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body></html>',
  );
  writeFileSync(
    join(root, 'dist-server/entry-server.js'),
    `
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
// Each render is written down with the thread it ran on (renders.log beside this file): the renders run
// on a thread of their own, where the tests' globals are not.
const log = new URL('./renders.log', import.meta.url);
export function consentChosen(value) { return value === 'v1.a0.m0'; }
export function isKnownPage(pathname) { return !pathname.startsWith('/ei-sivua'); }
export async function render(url, load, options) {
  appendFileSync(log, (isMainThread ? 'main ' : 'worker ') + url + '\\n');
  if (url.includes('rikki')) throw new Error('render failed');
  if (url.includes('jumissa')) await new Promise(() => {});
  if (url.includes('silmukka')) for (;;);
  if (url.startsWith('/lunastettavat/')) {
    await load('/api/v1/lotteries/by-slug/' + url.slice('/lunastettavat/'.length).split('?')[0]);
  }
  const categories = await load('/api/v1/shop/categories');
  const account = await load('/api/v1/accounts/self');
  const secret = await load('/api/admin/lotteries');
  return {
    html: '<h1>Sivu ' + url + '</h1><p>' + (options.consentChosen ? 'valittu' : 'ensikäynti') + '</p>' +
      (options.playableTicketsEnabled ? '<a href="/pelattavat">Pelaa arpoja</a>' : ''),
    data: { categories, account, secret, hostile: '</script><script>alert(1)</script>' },
  };
}
`,
  );
  return root;
}
