import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';

const adminToken = 'outbox-test-operator-token-0123456789abcdef';

describe(`development outbox (${testDatabaseKind})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_TOKEN: adminToken } });
    await t.db
      .insertInto('outbox')
      .values({ channel: 'email', recipient: 'voittaja@example.fi', body: 'Lahjakoodisi: RISTI-ABCD-EFGH' })
      .execute();
  });
  afterAll(() => t.close());

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: 'Bearer not-the-operator-token' }],
    ['the token without Bearer', { authorization: adminToken }],
  ])('answers 401 unauthorized to %s and shows nothing', async (_case, headers) => {
    const response = await t.request({ url: '/api/dev/outbox', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
    expect(response.body).not.toContain('voittaja@example.fi');
    expect(response.body).not.toContain('RISTI-');
  });

  it('lists the queued messages to the holder of the operator token', async () => {
    const response = await t.request({
      url: '/api/dev/outbox',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().items).toEqual([
      expect.objectContaining({ channel: 'email', recipient: 'voittaja@example.fi' }),
    ]);
  });
});
