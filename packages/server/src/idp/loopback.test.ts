import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { identityOptionsFromEnv, identityPlugin, loopbackAliases } from './plugin.ts';
import { authorizationRequest } from './test-client.ts';

describe('loopback aliases of a development PUBLIC_URL', () => {
  it('adds the other loopback names of the port in development only', () => {
    expect(loopbackAliases('http://localhost:8080', {})).toEqual([
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(loopbackAliases('http://127.0.0.1:8181/', {})).toEqual([
      'http://localhost:8181',
      'http://[::1]:8181',
    ]);
    expect(loopbackAliases('http://localhost:8080', { NODE_ENV: 'production' })).toEqual([]);
    expect(loopbackAliases('https://arpa.example.fi', {})).toEqual([]);
    expect(identityOptionsFromEnv({ PORT: '9000' }).extraOrigins).toEqual([
      'http://127.0.0.1:9000',
      'http://[::1]:9000',
    ]);
  });

  describe.each([
    ['development', {}, true],
    ['production', { NODE_ENV: 'production' }, false],
  ] as const)('in %s', (_mode, env, accepted) => {
    let database: DatabaseHandle;
    let app: ReturnType<typeof Fastify>;
    beforeAll(async () => {
      database = await createTestDatabase();
      app = Fastify();
      await app.register(identityPlugin, {
        db: database.db,
        ...identityOptionsFromEnv({ ...env, PUBLIC_URL: 'http://localhost:8400' }),
      });
      await app.ready();
    }, 60_000);
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    it.each(['http://127.0.0.1:8400', 'http://[::1]:8400'])(
      `a sign-in returning to %s is ${accepted ? 'accepted' : 'refused'}`,
      async (origin) => {
        const request = authorizationRequest({ redirect_uri: `${origin}/callback` });
        const response = await app.inject({ url: request.url, headers: { host: 'localhost:8400' } });
        if (accepted) {
          expect(response.statusCode).toBe(303);
          expect(response.headers.location).toMatch(/\/oidc\/interaction\//);
        } else {
          expect(response.statusCode).toBe(400);
          expect(response.body).toContain('redirect_uri');
        }
      },
    );
  });
});
