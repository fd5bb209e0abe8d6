import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerUser, updateProfile } from '../idp/users.ts';
import { importLotteries } from '../modules/admin/lotteries-import.ts';
import { demoSeedDir } from '../modules/admin/seed.ts';
import { seedCategory, seedProduct } from '../modules/shop/test-fixtures.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';

const adminToken = 'syötteiden-testiavain';

describe(`hostile input gets a catalogued 4xx (${testDatabaseKind})`, () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ env: { ADMIN_TOKEN: adminToken, TICKET_CODE_KEY: 'syöte-avain' } });
  });
  afterAll(() => test.close());

  const codeOf = (response: { json: () => unknown }) => (response.json() as { code: string }).code;

  it('refuses NUL characters and lone surrogates in the path, the query and the body', async () => {
    const bySlug = await test.request({ url: '/api/v1/lotteries/by-slug/%00' });
    expect([bySlug.statusCode, codeOf(bySlug)]).toEqual([400, 'invalid_format']);

    const query = await test.request({ url: '/api/v1/lotteries?variety=%ED%A0%80' });
    expect(query.statusCode).toBe(400);

    for (const payload of [
      '{"products":[{"product_id":1,"quantity":1}],"user":{"firstname":"Matti\\u0000"}}',
      '{"products":[{"product_id":1,"quantity":1}],"user":{"lastname":"\\ud800"}}',
      '{"products":[{"product_id":1,"quantity":1}],"user":{"\\u0000":"x"}}',
    ]) {
      const response = await test.request({
        method: 'POST',
        url: '/api/v1/shop/orders',
        user: 'syöttäjä',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect([response.statusCode, codeOf(response)], payload).toEqual([400, 'invalid_format']);
    }
  });

  it('refuses numbers out of every range: 1e309, Infinity, 2^63 as ids and page numbers', async () => {
    for (const url of [
      '/api/v1/products/1e309',
      '/api/v1/products/Infinity',
      '/api/v1/products/9223372036854775808',
      '/api/v1/shop/products?page=1e309',
    ]) {
      const response = await test.request({ url });
      expect(response.statusCode, url).toBe(400);
      expect(['value_too_big', 'not_integer', 'invalid_format'], url).toContain(codeOf(response));
    }
    const claim = await test.request({
      method: 'POST',
      url: '/api/v1/lotteries/Infinity/claims',
      headers: { 'content-type': 'application/json' },
      payload: { code_a: 'X' },
    });
    expect([claim.statusCode, codeOf(claim)]).toEqual([400, 'value_too_big']);
    const body = await test.request({
      method: 'POST',
      url: '/api/v1/shop/cart',
      user: 'syöttäjä',
      headers: { 'content-type': 'application/json' },
      payload: '{"items":[{"id":1e309}]}',
    });
    expect([body.statusCode, codeOf(body)]).toEqual([400, 'value_too_big']);
  });

  it('refuses bodies nested absurdly deep, in the API and in operator imports, without a stack overflow', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const api = await test.request({
      method: 'POST',
      url: '/api/v1/shop/cart',
      user: 'syöttäjä',
      headers: { 'content-type': 'application/json' },
      payload: `{"items":${deep}}`,
    });
    expect([api.statusCode, codeOf(api)]).toEqual([400, 'invalid_format']);

    const imported = await test.app.inject({
      method: 'POST',
      url: '/api/admin/lotteries/import',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      payload: `{"lotteries":${deep}}`,
    });
    expect(imported.statusCode).toBe(400);
    expect(imported.body).toContain('nested deeper than');
  });

  it('refuses an operator import with a date that is not in the calendar, writing nothing', async () => {
    const csv = 'code_a,code_b,product,value,transferrable,claimable\n,HELMI-0001,,0,0,1\n';
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/admin/tickets/import?lottery=assa-arpa&series=HELMI&validity_end=2025-02-30',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${adminToken}` },
      payload: csv,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('2025-02-30');
    const series = await test.db
      .selectFrom('ticket_series')
      .select('id')
      .where('alias', '=', 'HELMI')
      .execute();
    expect(series).toEqual([]);
  });

  it('refuses an email without "@" in an order contact before any order or payment row exists', async () => {
    const response = await test.request({
      method: 'POST',
      url: '/api/v1/shop/orders',
      user: 'syöttäjä',
      headers: { 'content-type': 'application/json' },
      payload: {
        products: [{ product_id: 1, quantity: 1 }],
        user: { firstname: 'Matti', lastname: 'Meikäläinen', email: 'matti.example.fi' },
      },
    });
    expect([response.statusCode, codeOf(response)]).toEqual([400, 'invalid_format']);
    expect(await test.db.selectFrom('orders').select('id').execute()).toEqual([]);
    expect(await test.db.selectFrom('payments').select('id').execute()).toEqual([]);
  });

  it('answers two players taking one email at once with the catalogued refusal, never a 500', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const registered = await registerUser(test.db, {
        email: `kilpailija-${i}@example.fi`,
        password: 'Salasana-123456',
        firstName: 'Kilpa',
        lastName: `Pelaaja${i}`,
        phone: null,
      });
      if (!registered.ok) throw new Error('registration failed');
      ids.push(registered.user.id);
    }
    const results = await Promise.all(
      ids.map((id) => updateProfile(test.db, id, { email: 'yhteinen@example.fi' })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.reason)).toEqual(
      Array.from({ length: 9 }, () => 'email_taken'),
    );
  });

  it('imports one ticket series from five simultaneous operator calls without a 500, each code once', async () => {
    await importLotteries(test.db, readFileSync(join(demoSeedDir, 'lotteries.json'), 'utf8'));
    const csv = [
      'code_a,code_b,product,value,transferrable,claimable',
      ...Array.from({ length: 40 }, (_, i) => `,YHTAIKAA-${String(i).padStart(4, '0')},,0,0,1`),
    ].join('\n');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        test.app.inject({
          method: 'POST',
          url: '/api/admin/tickets/import?lottery=assa-arpa&series=YHTAIKAA&validity_end=2030-12-31',
          headers: { 'content-type': 'text/csv', authorization: `Bearer ${adminToken}` },
          payload: csv,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const created = answers.map((answer) => (answer.json() as { created: number }).created);
    expect(created.reduce((sum, n) => sum + n, 0)).toBe(40);
    const series = await test.db
      .selectFrom('ticket_series')
      .select('id')
      .where('alias', '=', 'YHTAIKAA')
      .execute();
    expect(series).toHaveLength(1);
    const tickets = await test.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('series_id', '=', series[0]!.id)
      .executeTakeFirstOrThrow();
    expect(Number(tickets.n)).toBe(40);
  });

  it('replaces one cart from 20 simultaneous requests without a 500, keeping one whole cart', async () => {
    const categoryId = await seedCategory(test.db, 'Kiire');
    const products = await Promise.all(
      ['Muki', 'Pyyhe', 'Kynä'].map((name) => seedProduct(test.db, { name, value: 1000, categoryId })),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        test.request({
          method: 'POST',
          url: '/api/v1/shop/cart',
          user: 'kiireinen',
          headers: { 'content-type': 'application/json' },
          payload: { items: products.slice(0, 1 + (i % 3)).map((product) => ({ id: product.id })) },
        }),
      ),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const cart = await test.request({ url: '/api/v1/shop/cart', user: 'kiireinen' });
    const count = (cart.json() as { items: unknown[] }).items.length;
    expect([1, 2, 3]).toContain(count);
  });
});
