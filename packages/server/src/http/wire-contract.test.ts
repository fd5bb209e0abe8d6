import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';

/** What the one wire contract (@arpa/contract/schemas) promises every client the same way on every call. */
describe(`the wire contract (${testDatabaseKind})`, () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp();
  });

  afterAll(() => test.close());

  const pagedLists = [
    '/api/v1/account-events',
    '/api/v1/orders',
    '/api/v1/claims',
    '/api/v1/playable-tickets/states',
  ];

  it('pages every list the same way: limit 1-100, offset from 0, no other parameter', async () => {
    for (const url of pagedLists) {
      const page = await test.request({ url: `${url}?limit=100&offset=0`, user: 'anna' });
      expect(page.statusCode, url).toBe(200);
      expect(page.json(), url).toEqual({ items: [], total: 0 });

      const tooLong = await test.request({ url: `${url}?limit=101`, user: 'anna' });
      expect([tooLong.statusCode, tooLong.json().code], url).toEqual([400, 'value_too_big']);

      const negative = await test.request({ url: `${url}?offset=-1`, user: 'anna' });
      expect([negative.statusCode, negative.json().code], url).toEqual([400, 'input_validation_error']);

      const unknown = await test.request({ url: `${url}?limit=7&page=2`, user: 'anna' });
      expect([unknown.statusCode, unknown.json().code], url).toEqual([400, 'input_validation_error']);
    }
  });

  it('bounds the contact fields of an order as it bounds a claim’s', async () => {
    const longName = 'A'.repeat(101);
    const order = await test.request({
      method: 'POST',
      url: '/api/v1/shop/orders?provisional=true',
      user: 'anna',
      payload: {
        products: [{ product_id: 1, quantity: 1 }],
        user: { firstname: longName, postal_code: '20780' },
      },
    });
    expect([order.statusCode, order.json().code]).toEqual([400, 'value_too_big']);

    const claim = await test.request({
      method: 'PUT',
      url: '/api/v1/lotteries/1/claims/commit',
      user: 'anna',
      payload: { firstname: longName },
    });
    expect([claim.statusCode, claim.json().code]).toEqual([400, 'value_too_big']);
  });
});
