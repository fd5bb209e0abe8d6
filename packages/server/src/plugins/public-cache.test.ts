import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ListResponse, Lottery } from '@arpa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
