import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { errorCodes } from '@arpa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from './test/harness.ts';

/** A built app as `vite build` leaves it: each text file with its `.br` and `.gz` beside it. */
function fakeBuild(): { dir: string; script: string; html: string; font: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'arpa-build-'));
  mkdirSync(join(dir, 'assets'));
  const html = `<!doctype html><html lang="fi"><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `sana${i}`))};`;
  for (const [file, text] of [
    ['index.html', html],
    ['assets/entry-abc123.js', script],
  ] as const) {
    writeFileSync(join(dir, file), text);
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(text));
  }
  // A font: already compressed, so the build writes no twins; in a folder of its own.
  const font = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);
  mkdirSync(join(dir, 'assets', 'fonts'));
  writeFileSync(join(dir, 'assets', 'fonts', 'inter-abc.woff2'), font);
  return { dir, script, html, font };
}

describe(`compressed delivery (${testDatabaseKind})`, () => {
  let test: TestApp;
  const build = fakeBuild();

  beforeAll(async () => {
    test = await createTestApp({ appDir: build.dir });
  });

  afterAll(async () => {
    await test.close();
    rmSync(build.dir, { recursive: true, force: true });
  });

  it('sends the build’s brotli file to a browser that accepts br, and its gzip file otherwise', async () => {
    const url = '/assets/entry-abc123.js';
    const br = await test.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(build.script);
    expect(br.rawPayload.length).toBeLessThan(build.script.length / 2);

    const gz = await test.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(build.script);

    const plain = await test.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(build.script);
  });

  it('answers a repeat visit from its cache (304 by ETag, per encoding) and HEAD with the headers alone', async () => {
    const url = '/assets/entry-abc123.js';
    const first = await test.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await test.app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another encoding is another representation: its own tag, so a cached br body never answers gzip.
    const gzip = await test.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(build.script);

    const head = await test.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends a build file without compressed twins as it is', async () => {
    const font = await test.app.inject({
      url: '/assets/fonts/inter-abc.woff2',
      headers: { 'accept-encoding': 'br' },
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload).toEqual(build.font);
  });

  it('answers a build file that is not there with a catalogued 404, not the page shell', async () => {
    // An open tab after a redeploy asks for the chunks of the build it was loaded from.
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await test.app.inject({
        method,
        url: '/assets/ShopPage-old1234.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      if (method === 'GET') expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    // A client-side route still gets the page shell.
    const page = await test.app.inject({ url: '/tili/pelirajat' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(build.html);
  });

  it('sends the page shell of a client-side route compressed too', async () => {
    const response = await test.app.inject({ url: '/voittokauppa', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(build.html);
  });

  it('compresses API answers above 1 KB and leaves small ones as they are', async () => {
    const large = await test.app.inject({
      url: '/static/content.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const content = JSON.parse(brotliDecompressSync(large.rawPayload).toString()) as object;
    expect(content).toHaveProperty('landingPage');

    const products = await test.app.inject({
      url: '/api/v1/shop/products',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(products.statusCode).toBe(200);
    if (products.headers['content-encoding'] === 'gzip') {
      expect(JSON.parse(gunzipSync(products.rawPayload).toString())).toHaveProperty('items');
    } else {
      expect(Number(products.headers['content-length'])).toBeLessThan(1024);
    }

    const small = await test.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a compressed request body with a catalogued error instead of inflating it', async () => {
    const csrf = await test.csrf();
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/shop/orders',
      headers: {
        ...csrf.headers,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      cookies: csrf.cookies,
      payload: gzipSync(JSON.stringify({ products: [] })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(errorCodes).toContain(response.json<{ code: string }>().code);
  });
});
