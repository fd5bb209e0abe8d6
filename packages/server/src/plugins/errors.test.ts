import { errorMessages, isErrorCode } from '@arpa/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';

const secretDetail = 'connection to 10.0.0.7 refused by /srv/internal/db.ts';

/** Every failure must be `{ code, description }` with a catalogued code and its Finnish text, nothing more. */
function expectCatalogued(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<{ code: string; description: string }>();
  expect(Object.keys(body).sort()).toEqual(['code', 'description']);
  expect(body.code).toBe(code);
  expect(isErrorCode(body.code)).toBe(true);
  expect(body.description).toBe(errorMessages[body.code as keyof typeof errorMessages]);
  expect(response.body).not.toMatch(/\bat .+:\d+:\d+|stack|Error:/);
}

describe(`error contract (${testDatabaseKind})`, () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({
      testRoutes(app) {
        app.post(
          '/api/v1/test/orders',
          {
            schema: {
              body: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'quantity'],
                properties: {
                  name: { type: 'string', maxLength: 20 },
                  quantity: { type: 'integer', minimum: 1, maximum: 100 },
                  email: { type: 'string', format: 'email' },
                },
              },
            },
          },
          async (request) => ({ received: request.body }),
        );
        app.get('/api/v1/test/crash', async () => {
          throw new Error(secretDetail);
        });
        app.get('/api/v1/test/deposit-limit', async () => {
          throw new ApiError('deposit_limit', 403, [50]);
        });
        // A real unique violation and what PostgreSQL says when two transactions race (40001, 40P01).
        app.get('/api/v1/test/duplicate', async () => {
          await sql`create temporary table if not exists t_once (id int primary key)`.execute(app.db);
          await sql`insert into t_once values (1) on conflict do nothing`.execute(app.db);
          await sql`insert into t_once values (1)`.execute(app.db);
        });
        app.get('/api/v1/test/out-of-range', async () => {
          await sql`select ${'3000000000'}::int`.execute(app.db);
        });
        app.get('/api/v1/test/serialization', async () => {
          throw Object.assign(new Error('could not serialize access due to concurrent update'), {
            code: '40001',
          });
        });
        app.get('/api/v1/test/deadlock', async () => {
          throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        });
        app.get('/api/v1/test/rate-limited', async () => {
          // The shape @fastify/rate-limit and similar plugins throw.
          throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: 429 });
        });
      },
    });
  });

  afterAll(() => test.close());

  const post = (payload: string, contentType = 'application/json') =>
    test.request({
      method: 'POST',
      url: '/api/v1/test/orders',
      payload,
      headers: { 'content-type': contentType },
    });

  it('accepts a valid body (the baseline for the cases below)', async () => {
    const response = await post(JSON.stringify({ name: 'Kahvinkeitin', quantity: 2 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { name: 'Kahvinkeitin', quantity: 2 } });
  });

  it('answers malformed JSON with 400 invalid_format', async () => {
    expectCatalogued(await post('{"name": "Kahvinkeitin", '), 400, 'invalid_format');
    expectCatalogued(await post(''), 400, 'invalid_format');
  });

  it('answers a missing field with missing_value', async () => {
    expectCatalogued(await post(JSON.stringify({ name: 'Kahvinkeitin' })), 400, 'missing_value');
  });

  it('answers wrong types with not_integer or invalid_format', async () => {
    expectCatalogued(
      await post(JSON.stringify({ name: 'Kahvinkeitin', quantity: 'kaksi' })),
      400,
      'not_integer',
    );
    expectCatalogued(
      await post(JSON.stringify({ name: { fi: 'Kahvinkeitin' }, quantity: 2 })),
      400,
      'invalid_format',
    );
    expectCatalogued(await post(JSON.stringify([1, 2])), 400, 'invalid_format');
    expectCatalogued(
      await post(JSON.stringify({ name: 'Kahvinkeitin', quantity: 2, email: 'ei-sähköposti' })),
      400,
      'invalid_format',
    );
  });

  it('takes a JSON body’s types as sent: no number read from text, no 1 from true, no 0 from null', async () => {
    for (const quantity of ['2', true, null, [2]]) {
      expectCatalogued(await post(JSON.stringify({ name: 'Kahvinkeitin', quantity })), 400, 'not_integer');
    }
    expectCatalogued(await post(JSON.stringify({ name: 2, quantity: 2 })), 400, 'invalid_format');
    // An address is text: its numbers are read from it (the query-string cases below).
  });

  it('answers too big values with value_too_big', async () => {
    expectCatalogued(
      await post(JSON.stringify({ name: 'Kahvinkeitin', quantity: 101 })),
      400,
      'value_too_big',
    );
  });

  it('refuses unknown fields instead of dropping them', async () => {
    const response = await post(JSON.stringify({ name: 'Kahvinkeitin', quantity: 2, is_admin: true }));
    expectCatalogued(response, 400, 'input_validation_error');
  });

  it('refuses a huge body with 413 payload_too_large', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(200 * 1024), quantity: 1 });
    expectCatalogued(await post(huge), 413, 'payload_too_large');
  });

  it('refuses bodies that are not JSON with 415 invalid_format', async () => {
    expectCatalogued(await post('name=Kahvinkeitin&quantity=2', 'text/plain'), 415, 'invalid_format');
    expectCatalogued(await post('<order/>', 'application/xml'), 415, 'invalid_format');
  });

  it('answers unknown API routes with 404 not_found', async () => {
    expectCatalogued(await test.request({ url: '/api/v1/no-such-thing' }), 404, 'not_found');
    expectCatalogued(
      await test.request({ method: 'DELETE', url: '/api/v1/no-such-thing' }),
      404,
      'not_found',
    );
    expectCatalogued(await test.request({ url: '/static/no-such-file.json' }), 404, 'not_found');
  });

  it('validates query strings of real routes with the same codes', async () => {
    expectCatalogued(
      await test.request({ url: '/api/v1/account-events?limit=1000', user: 'player-1' }),
      400,
      'value_too_big',
    );
    expectCatalogued(
      await test.request({ url: '/api/v1/account-events?limit=seitsemän', user: 'player-1' }),
      400,
      'not_integer',
    );
    expectCatalogued(
      await test.request({ url: '/api/v1/account-events?offset=-1', user: 'player-1' }),
      400,
      'input_validation_error',
    );
  });

  it('renders the array form of a code with its parameters filled into the text', async () => {
    const response = await test.request({ url: '/api/v1/test/deposit-limit' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: ['deposit_limit', 50],
      description: 'Saldon lisäysraja ylittyy, sallittu 50 euroa.',
    });
  });

  it('maps a rate limit to 429 too_many_attempts', async () => {
    expectCatalogued(await test.request({ url: '/api/v1/test/rate-limited' }), 429, 'too_many_attempts');
  });

  it('answers a lost race for the same rows with 409 conflict: unique violation, serialization, deadlock', async () => {
    for (const url of ['/api/v1/test/duplicate', '/api/v1/test/serialization', '/api/v1/test/deadlock']) {
      const response = await test.request({ url });
      expectCatalogued(response, 409, 'conflict');
      expect(response.body).not.toContain('t_once');
    }
  });

  it('answers a value the database cannot take as its column type with 400 value_too_big', async () => {
    expectCatalogued(await test.request({ url: '/api/v1/test/out-of-range' }), 400, 'value_too_big');
  });

  it('hides unexpected failures behind 500 unknown_error without any detail', async () => {
    const response = await test.request({ url: '/api/v1/test/crash' });
    expectCatalogued(response, 500, 'unknown_error');
    expect(response.body).not.toContain('10.0.0.7');
    expect(response.body).not.toContain('/srv/');
  });

  it('answers calls that need a signed-in player with 401 unauthorized', async () => {
    expectCatalogued(await test.request({ url: '/api/v1/accounts/self' }), 401, 'unauthorized');
  });
});
