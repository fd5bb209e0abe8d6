import { DevClockBody } from '@arpa/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { isAdminToken, resolveAdminToken, presentedToken } from '../admin/token.ts';

/**
 * The development and test clock (TEST_CLOCK=on): system time plus an offset that POST /api/dev/clock moves
 * forward, so end-to-end tests can let a bank payment expire without waiting half an hour. Every time rule
 * of the app reads this clock. Refused in production.
 */
export interface TestClock {
  now: () => Date;
  advance(minutes: number): Date;
}

export function testClockFromEnv(env: NodeJS.ProcessEnv): TestClock | null {
  if (env.TEST_CLOCK !== 'on') return null;
  if (env.NODE_ENV === 'production') {
    throw new Error('TEST_CLOCK=on is a development setting and is refused with NODE_ENV=production');
  }
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(minutes) {
      offsetMs += minutes * 60_000;
      return new Date(Date.now() + offsetMs);
    },
  };
}

/**
 * POST /api/dev/clock `{ "advance_minutes": n }` with the operator token: moves the test clock forward and
 * runs the payment expiry sweep at once. Answers `{ now }`.
 */
export async function devClockRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; env: NodeJS.ProcessEnv; clock: TestClock },
): Promise<void> {
  const adminToken = await resolveAdminToken(options.db, options.env, null);
  app.log.warn('TEST_CLOCK=on: POST /api/dev/clock moves this server’s clock (never in production)');
  app.post<{ Body: DevClockBody }>(
    '/api/dev/clock',
    {
      schema: { body: DevClockBody },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!isAdminToken(adminToken, presentedToken(request))) throw new ApiError('unauthorized', 401);
      const now = options.clock.advance(request.body.advance_minutes);
      await app.sweepPayments();
      await app.jobs.runDue();
      return { now: now.toISOString() };
    },
  );
}
