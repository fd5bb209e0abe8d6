import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild } from '../test/fake-app-build.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';

describe(`server-rendered public pages (${testDatabaseKind})`, () => {
  let test: TestApp;
  const root = fakeBuild();
  /** The renders so far, each "worker /url" or "main /url" by the thread it ran on. */
  const renders = () => {
    const log = join(root, 'dist-server/renders.log');
    return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
  };

  beforeAll(async () => {
    test = await createTestApp({ appDir: join(root, 'dist'), renderTimeoutMs: 1500 });
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

  it('renders on a thread of its own, so the event loop that answers the API is never held by React', async () => {
    await page('/ehdot?sivu=saie', 'v1.a0.m0');
    expect(renders()).toContain('worker /ehdot?sivu=saie');
    expect(renders().filter((line) => line.startsWith('main '))).toEqual([]);
  });

  it('sends the plain shell for a page that never finishes or loops for ever, and goes on rendering the others', async () => {
    // The render that loops holds its thread: the API is answered meanwhile, and the thread is replaced.
    const looping = page('/lunastettavat/silmukka', 'v1.a0.m0');
    const health = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    for (const response of [await looping, await page('/lunastettavat/jumissa', 'v1.a0.m0')]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
    expect((await page('/tietosuoja', 'v1.a0.m0')).body).toContain('<h1>Sivu /tietosuoja</h1>');
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
    await page('/evasteet', 'v1.a0.m0');
    const before = renders().length;
    // The clock is moved past the TTL: the page is answered as it was, and rendered again behind it.
    const realNow = Date.now;
    Date.now = () => realNow() + 10_000;
    try {
      expect((await page('/evasteet', 'v1.a0.m0')).body).toContain('<h1>Sivu /evasteet</h1>');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(renders().length).toBe(before + 1);
    } finally {
      Date.now = realNow;
    }
  });

  it('says nothing of playable tickets while PLAYABLE_TICKETS_ENABLED is off (server-render-flag.test.ts: on)', async () => {
    const flag = '<meta name="arpa-playable" content="1">';
    expect((await page('/', 'v1.a0.m0')).body).not.toContain(flag);
    expect((await page('/', 'v1.a0.m0')).body).not.toContain('Pelaa arpoja');
    expect((await page('/tili', 'v1.a0.m0')).body).not.toContain(flag);
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

  it('sends an address that is no page, and a page whose lottery does not exist, with 404 and the app’s page', async () => {
    const unknown = await page('/ei-sivua/mitaan', 'v1.a0.m0');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('<div id="root"></div>');

    // (A known lottery's page answers 200: tests/e2e/ssr.spec.ts, on the demo data.)
    const missing = await page('/lunastettavat/ei-tallaista-arpaa', 'v1.a0.m0');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Sivu /lunastettavat/ei-tallaista-arpaa</h1>');
    // Kept with its status: the next visitor of the same address gets the same answer.
    expect((await page('/lunastettavat/ei-tallaista-arpaa', 'v1.a0.m0')).statusCode).toBe(404);
    expect((await page('/tili/pelirajat', 'v1.a0.m0')).statusCode).toBe(200);
  });

  it('answers a file’s name outside the build 404, not a page: /favicon.ico, /robots.txt, a scanner’s guess', async () => {
    for (const url of ['/favicon.ico', '/robots.txt', '/wp-login.php', '/.env', '/voittokauppa/kuva.png']) {
      const response = await page(url, 'v1.a0.m0');
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'not_found' });
    }
    // Pages stay pages, with or without a query string that holds a dot.
    expect((await page('/voittokauppa?sivu=1.5', 'v1.a0.m0')).statusCode).toBe(200);
  });
});
