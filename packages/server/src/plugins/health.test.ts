import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, createTestDatabase, testDatabaseKind, type TestApp } from '../test/harness.ts';

describe(`health (${testDatabaseKind})`, () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  it('answers liveness and readiness while the database is up', async () => {
    test = await createTestApp();
    const live = await test.request({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await test.request({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('reports not ready with 503 unknown_error when the database is gone, and stays alive', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ env: {}, database });
    try {
      await database.close();
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ code: 'unknown_error', description: 'Tuntematon virhe.' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
