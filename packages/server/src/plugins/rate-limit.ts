import fp from 'fastify-plugin';
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from './errors.ts';

/**
 * Throttles of the attempts an attacker would repeat: sign-in, registration, password change and the
 * start of strong identification. @fastify/rate-limit does the counting rules; its counters live in
 * PostgreSQL (`rate_limit_counters`) so every server process on the database shares them.
 * Numbers and reasons: docs/decisions/0020-sessions-and-throttling.md.
 */
export const throttleLimits = {
  /** Failed sign-ins per account (normalised email). */
  loginFailuresPerAccount: { max: 10, timeWindow: 15 * 60_000 },
  /** Sign-in form posts per client address. */
  loginPerAddress: { max: 30, timeWindow: 60_000 },
  /** Registration form posts per client address. */
  registrationPerAddress: { max: 30, timeWindow: 60 * 60_000 },
  /** Password-change attempts per player. */
  passwordChangePerUser: { max: 10, timeWindow: 15 * 60_000 },
  /** Strong-identification starts per player. */
  strongAuthStartPerUser: { max: 10, timeWindow: 15 * 60_000 },
  /** Password-reset requests per email (registered or not, so the answer tells nothing). */
  passwordResetPerAccount: { max: 3, timeWindow: 60 * 60_000 },
  /** Password-reset requests per client address. */
  passwordResetPerAddress: { max: 20, timeWindow: 60 * 60_000 },
  /** Demo games started per client address (anyone may start one; each is a stored token). */
  demoGamesPerAddress: { max: 60, timeWindow: 60_000 },
} as const;

export type ThrottleName = keyof typeof throttleLimits;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export interface ThrottleResult {
  exceeded: boolean;
  /** Seconds until the window ends. */
  retryAfter: number;
}

export interface Throttle {
  /** Counts one attempt under `key` and says whether it is over the limit. */
  hit(request: FastifyRequest, key: string): Promise<ThrottleResult>;
  /** Whether `key` is already at its limit, without counting (a sign-in is refused before the password is checked). */
  full(request: FastifyRequest, key: string): Promise<ThrottleResult>;
}

export type Throttles = Record<ThrottleName, Throttle>;

declare module 'fastify' {
  interface FastifyInstance {
    throttles: Throttles;
  }
}

export interface RateLimitOptions {
  db: Kysely<Database>;
  /** The clock of the windows; injectable for tests (and TEST_CLOCK). */
  now?: () => Date;
  /**
   * Registrations an hour from one client address instead of `throttleLimits.registrationPerAddress.max`
   * (REGISTRATIONS_PER_ADDRESS_PER_HOUR, docs/identity.md): a site whose players share one address (a sales
   * point's kiosk, a campus behind NAT), or a test run whose players all come from 127.0.0.1.
   */
  registrationsPerAddress?: number;
}

/**
 * A @fastify/rate-limit store on `rate_limit_counters`: one atomic upsert per hit starts a new window
 * when the old one has ended, else adds one, and returns the count and the window's end.
 */
function postgresStore(db: Kysely<Database>, now: () => Date) {
  return class PostgresStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const at = now();
      const endsAt = new Date(at.getTime() + timeWindow);
      sql<{ hits: number; window_ends_at: Date | string }>`
        insert into rate_limit_counters (key, hits, window_ends_at)
        values (${key}, 1, ${endsAt.toISOString()}::timestamptz)
        on conflict (key) do update set
          hits = case when rate_limit_counters.window_ends_at <= ${at.toISOString()}::timestamptz
            then 1 else rate_limit_counters.hits + 1 end,
          window_ends_at = case when rate_limit_counters.window_ends_at <= ${at.toISOString()}::timestamptz
            then excluded.window_ends_at else rate_limit_counters.window_ends_at end
        returning hits, window_ends_at`
        .execute(db)
        .then(({ rows: [row] }) => {
          const ttl = Math.max(0, new Date(row.window_ends_at).getTime() - at.getTime());
          callback(null, { current: Number(row.hits), ttl });
        }, callback);
    }

    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      const at = now();
      db.selectFrom('rate_limit_counters')
        .select(['hits', 'window_ends_at'])
        .where('key', '=', key)
        .where('window_ends_at', '>', at)
        .executeTakeFirst()
        .then((row) => {
          if (!row) return callback(null, { current: 0, ttl: 0 });
          callback(null, { current: row.hits, ttl: new Date(row.window_ends_at).getTime() - at.getTime() });
        }, callback);
    }

    child() {
      return new PostgresStore();
    }
  };
}

/** Counters whose window has ended; any process may delete them. */
export async function purgeEndedCounters(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_ends_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const throttleKey = Symbol('throttle-key');
type Keyed = FastifyRequest & { [throttleKey]?: string };

function throttleOf(app: FastifyInstance, name: ThrottleName, max: number): Throttle {
  const limiter: Limiter = app.createRateLimit({
    ...throttleLimits[name],
    max,
    // The caller names the key (an email, a player, an address); the name keeps throttles apart.
    keyGenerator: (request) => `${name}:${(request as Keyed)[throttleKey]}`,
  });
  const run = async (request: FastifyRequest, key: string, increment: boolean): Promise<ThrottleResult> => {
    (request as Keyed)[throttleKey] = key;
    const result = await limiter(request, { increment });
    if (result.isAllowed) return { exceeded: false, retryAfter: 0 };
    return {
      exceeded: increment ? result.isExceeded : result.remaining === 0,
      retryAfter: Math.max(1, result.ttlInSeconds),
    };
  };
  return {
    hit: (request, key) => run(request, key, true),
    full: (request, key) => run(request, key, false),
  };
}

/** Registers @fastify/rate-limit with the shared store and decorates `app.throttles`. */
async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  // global: false: only the attempts named here are counted; the rest of the API is not throttled.
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresStore(options.db, options.now ?? (() => new Date())),
  });
  const names = Object.keys(throttleLimits) as ThrottleName[];
  app.decorate(
    'throttles',
    Object.fromEntries(
      names.map((name) => [
        name,
        throttleOf(
          app,
          name,
          (name === 'registrationPerAddress' ? options.registrationsPerAddress : undefined) ??
            throttleLimits[name].max,
        ),
      ]),
    ) as Throttles,
  );
}
export const rateLimitPlugin = fp(registerRateLimit, { name: 'arpa-rate-limit', fastify: '5.x' });

/** The API's refusal: 429 `too_many_attempts` with Retry-After. */
export function refuseTooMany(reply: FastifyReply, result: ThrottleResult): never {
  reply.header('retry-after', String(result.retryAfter));
  throw new ApiError('too_many_attempts', 429);
}

/** A preHandler for API routes of a signed-in player: counts per player. */
export function throttledPerUser(name: ThrottleName) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await request.server.throttles[name].hit(request, request.user?.sub ?? `ip:${request.ip}`);
    if (result.exceeded) refuseTooMany(reply, result);
  };
}
