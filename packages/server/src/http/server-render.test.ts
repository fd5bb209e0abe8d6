import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';

/**
 * A built app with a server entry that behaves like app/src/entry-server.tsx: it asks for its reads
 * through `load` and renders what it got. The real entry is driven end to end by tests/e2e/ssr.spec.ts.
 */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'arpa-ssr-'));
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
globalThis.arpaRenders = [];
export function consentChosen(value) { return value === 'v1.a0.m0'; }
export async function render(url, load, options) {
  globalThis.arpaRenders.push(url);
  if (url.includes('rikki')) throw new Error('render failed');
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

interface Renders {
  arpaRenders: string[];
}
const renders = () => (globalThis as unknown as Renders).arpaRenders;

describe(`server-rendered public pages (${testDatabaseKind})`, () => {
  let test: TestApp;
  const root = fakeBuild();

  beforeAll(async () => {
    test = await createTestApp({ appDir: join(root, 'dist') });
  });

  afterAll(async () => {
    await test.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    test.app.inject({ method: 'GET', url, headers: cookie ? { cookie: `arpa_consent=${cookie}` } : {} });

  it('sends a public page with its markup in #root and its public reads embedded for the app', async () => {
    const response = await page('/voittokauppa', 'v1.a0.m0');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<div id="root"><h1>Sivu /voittokauppa</h1><p>valittu</p></div>');
    const data = JSON.parse(
      /<script id="arpa-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!,
    );
    // The catalogue is answered as the API answers a visitor; a player's or the operator's data never is.
    expect(data.categories).toEqual(expect.objectContaining({ data: expect.any(Array) }));
    expect(data.account).toBeUndefined();
    expect(data.secret).toBeUndefined();
    // Embedded text cannot close the script element.
    expect(data.hostile).toBe('</script><script>alert(1)</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('renders a first visit with the consent dialog, by the app’s rule of what a choice is', async () => {
    expect((await page('/ehdot')).body).toContain('<p>ensikäynti</p>');
    expect((await page('/ehdot', 'roskaa')).body).toContain('<p>ensikäynti</p>');
    expect((await page('/ehdot', 'v1.a0.m0')).body).toContain('<p>valittu</p>');
  });

  it('renders a page once for many visitors, and again after the catalogue changes', async () => {
    await page('/voittokauppa/7', 'v1.a0.m0');
    const before = renders().length;
    await Promise.all(Array.from({ length: 5 }, () => page('/voittokauppa/7', 'v1.a0.m0')));
    expect(renders().length).toBe(before);
    test.app.publicCache.invalidate();
    expect((await page('/voittokauppa/7', 'v1.a0.m0')).body).toContain('<h1>Sivu /voittokauppa/7</h1>');
    expect(renders().length).toBe(before + 1);
  });

  it('sends a page older than its time at once and renders it again behind it', async () => {
    const stale = await createTestApp({ appDir: join(root, 'dist') });
    try {
      // The clock is moved past the TTL: the page is answered as it was, and rendered again behind it.
      await stale.app.inject({ method: 'GET', url: '/ehdot', headers: { cookie: 'arpa_consent=v1.a0.m0' } });
      const before = renders().length;
      const realNow = Date.now;
      Date.now = () => realNow() + 10_000;
      try {
        const response = await stale.app.inject({
          method: 'GET',
          url: '/ehdot',
          headers: { cookie: 'arpa_consent=v1.a0.m0' },
        });
        expect(response.body).toContain('<h1>Sivu /ehdot</h1>');
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(renders().length).toBe(before + 1);
      } finally {
        Date.now = realNow;
      }
    } finally {
      await stale.close();
    }
  });

  it('says in every page, rendered or not, that playable tickets are on only when PLAYABLE_TICKETS_ENABLED is', async () => {
    const flag = '<meta name="arpa-playable" content="1">';
    expect((await page('/', 'v1.a0.m0')).body).not.toContain(flag);
    expect((await page('/', 'v1.a0.m0')).body).not.toContain('Pelaa arpoja');
    expect((await page('/tili', 'v1.a0.m0')).body).not.toContain(flag);
    const on = await createTestApp({ appDir: join(root, 'dist'), env: { PLAYABLE_TICKETS_ENABLED: '1' } });
    try {
      const get = (url: string) =>
        on.app.inject({ method: 'GET', url, headers: { cookie: 'arpa_consent=v1.a0.m0' } });
      const landing = (await get('/')).body;
      // The server's render and the browser's config read the same setting: hydration matches.
      expect(landing).toContain(flag);
      expect(landing).toContain('<a href="/pelattavat">Pelaa arpoja</a>');
      expect((await get('/pelattavat/raaputus/pelaa')).body).toContain(flag);
      expect((await get('/tili')).body).toContain(flag);
    } finally {
      await on.close();
    }
  });

  it('leaves signed-in pages to the browser, and sends the plain shell when rendering fails', async () => {
    const account = await page('/tili', 'v1.a0.m0');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('<div id="root"></div>');
    const failed = await page('/lunastettavat/rikki', 'v1.a0.m0');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).not.toContain('render failed');
  });
});
