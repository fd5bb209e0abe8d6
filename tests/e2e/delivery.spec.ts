import { expect, test } from './fixtures';

test.describe('compressed delivery', () => {
  test('the page shell, its scripts and its styles come brotli-encoded when the browser asks for br', async ({
    request,
  }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-encoding']).toBe('br');
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1]!,
    );
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const response = await request.get(asset, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['content-encoding'], asset).toBe('br');
    }
  });

  test('a client without br gets gzip, and one without either gets the file as is', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const identity = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers()['content-encoding']).toBeUndefined();
    expect(await identity.text()).toBe(await gzip.text());
  });
});
