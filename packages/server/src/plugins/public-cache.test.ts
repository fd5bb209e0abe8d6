import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ListResponse, Lottery } from '@arpa/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { importLotteries } from '../modules/admin/lotteries-import.ts';
import { demoSeedDir } from '../modules/admin/seed.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';

const adminToken = 'välimuistin-testiavain';
const seedLotteries = JSON.parse(readFileSync(join(demoSeedDir, 'lotteries.json'), 'utf8')) as {
  lotteries: { slug: string; names: { lang: string; value: string }[] }[];
};

/** The demo lotteries, the first one renamed. */
function lotteriesNamed(name: string): string {
  const [first, ...rest] = seedLotteries.lotteries;
  return JSON.stringify({
    lotteries: [{ ...first, names: [{ lang: 'fi', value: name }] }, ...rest],
  });
}

const firstName = (response: { json: <T>() => T }) =>
  response
    .json<ListResponse<Lottery>>()
    .items.find((lottery) => lottery.slug === seedLotteries.lotteries[0]!.slug)?.names[0]?.value;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`public catalogue cache (${testDatabaseKind})`, () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ env: { ADMIN_TOKEN: adminToken } });
    await importLotteries(test.db, lotteriesNamed('Ässä-arpa'));
  });
  afterAll(() => test.close());

  function importAsOperator(body: string) {
    return test.app.inject({
      method: 'POST',
      url: '/api/admin/lotteries/import',
      payload: body,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    });
  }

  it('answers public reads with an ETag, a shared-cache Cache-Control and no cookie; a matching tag gets 304', async () => {
    const url = '/api/v1/lotteries?variety=claimable';
    const first = await test.request({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await test.request({ url });
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);
    expect(test.app.publicCache.size).toBeGreaterThan(0);

    const revalidated = await test.request({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    // Pages and the token endpoint still hand out the CSRF cookie.
    const token = await test.request({ url: '/api/v1/csrf' });
    expect(token.headers['set-cookie']).toBeDefined();
  });

  it('sends a browser the compressed copy it keeps of a public answer: br, or gzip where br is not accepted', async () => {
    const url = '/api/v1/lotteries?variety=claimable';
    const plain = await test.request({ url });
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const decoded = (answer: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
      const coding = answer.headers['content-encoding'];
      if (coding === 'br') return brotliDecompressSync(answer.rawPayload).toString('utf8');
      if (coding === 'gzip') return gunzipSync(answer.rawPayload).toString('utf8');
      return answer.rawPayload.toString('utf8');
    };
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.2', 'gzip'],
      ['identity', undefined],
    ];
    for (const [accept, coding] of cases) {
      // The first answer of a coding is compressed by the plugin as it goes; the copy is kept meanwhile.
      for (let round = 0; round < 3; round += 1) {
        const answer = await test.request({ url, headers: { 'accept-encoding': accept } });
        expect(answer.statusCode, accept).toBe(200);
        expect(answer.headers['content-encoding'], accept).toBe(coding);
        if (coding) expect(answer.headers.vary, accept).toBe('accept-encoding');
        expect(answer.headers.etag, accept).toBe(plain.headers.etag);
        expect(decoded(answer), accept).toBe(plain.body);
        await sleep(50);
      }
    }
    // One copy of each coding was made (br, gzip), not one per answer.
    await vi.waitFor(() => expect(test.app.publicCache.compressedCopies).toBe(2), { timeout: 10_000 });

    // A changed catalogue is answered with copies of the new answer.
    const renamed = await importAsOperator(lotteriesNamed('Pakattu-arpa'));
    expect(renamed.statusCode).toBe(200);
    for (let round = 0; round < 3; round += 1) {
      const answer = await test.request({ url, headers: { 'accept-encoding': 'br' } });
      expect(JSON.parse(decoded(answer)).items.map((item: Lottery) => item.names[0]?.value)).toContain(
        'Pakattu-arpa',
      );
      await sleep(50);
    }
    await vi.waitFor(() => expect(test.app.publicCache.compressedCopies).toBe(3), { timeout: 10_000 });
    expect((await importAsOperator(lotteriesNamed('Ässä-arpa'))).statusCode).toBe(200);
  });

  it('never caches per-player answers or errors', async () => {
    const missing = await test.request({ url: '/api/v1/lotteries/by-slug/ei-ole' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/public/);
    const cart = await test.request({ url: '/api/v1/shop/cart', user: 'pelaaja-1' });
    expect(cart.headers['cache-control']).toBe('no-store');
  });

  it('shows an operator’s import at once, without waiting for the cache to age', async () => {
    const url = '/api/v1/lotteries?variety=claimable';
    expect(firstName(await test.request({ url }))).toBe('Ässä-arpa');
    const imported = await importAsOperator(lotteriesNamed('Ässä-arpa uusi'));
    expect(imported.statusCode).toBe(200);
    expect(firstName(await test.request({ url }))).toBe('Ässä-arpa uusi');
  });

  it('sees a change made by another process (the operator CLI) within a second', async () => {
    const url = '/api/v1/lotteries?variety=claimable';
    await test.request({ url });
    // The CLI imports through the same function, in its own process: this app hears only the version row.
    await importLotteries(test.db, lotteriesNamed('Ässä-arpa CLI'));
    await sleep(1_200);
    expect(firstName(await test.request({ url }))).toBe('Ässä-arpa CLI');
  });

  it('keeps two server processes on one database in step', async () => {
    const url = '/api/v1/lotteries?variety=claimable';
    const second = await buildApp({ env: {}, database: test.database, logger: false });
    try {
      expect(firstName(await second.inject({ url }))).toBe(firstName(await test.request({ url })));
      const imported = await importAsOperator(lotteriesNamed('Ässä-arpa kahdessa'));
      expect(imported.statusCode).toBe(200);
      await sleep(1_200);
      expect(firstName(await second.inject({ url }))).toBe('Ässä-arpa kahdessa');
    } finally {
      await second.close();
    }
  });
});
