import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@arpa/contract';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';

/**
 * Idempotent writes (`Idempotency-Key`): the first request with a key stores (user, route, key) → the body's
 * hash before it runs, and its answer after; a repeat with the same body answers the stored answer, with
 * another body `idempotency_key_reused`. A duplicate that arrives while the first still runs waits for its
 * answer, so concurrent duplicates do the work once. A refused or failed first request leaves no answer:
 * its row is removed, and a repeat runs again.
 */

const keyPattern = /^[\x21-\x7e]{1,100}$/;
/** A first request that has not answered in this long is taken to have died (a crashed process). */
const abandonedAfterSeconds = 120;
const waitStepMs = 20;
const waitLimitMs = 60_000;

/** The request's Idempotency-Key, if any: 1..100 printable ASCII characters, otherwise `invalid_value`. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !keyPattern.test(value)) throw new ApiError('invalid_value');
  return value;
}

/** JSON with object keys sorted, so that the same body hashes the same whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface IdempotentRequest {
  userId: string;
  route: string;
  key: string;
  body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` once per (user, route, key) and answers its stored result to every repeat. */
export async function runIdempotent<T>(
  db: Kysely<Database>,
  request: IdempotentRequest,
  work: () => Promise<T>,
): Promise<T> {
  const requestHash = createHash('sha256').update(canonicalJson(request.body)).digest('hex');
  const row = { user_id: request.userId, route: request.route, key: request.key };
  const started = Date.now();
  for (;;) {
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({ ...row, request_hash: requestHash })
      .onConflict((conflict) => conflict.columns(['user_id', 'route', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (claimed) {
      let answer: T;
      try {
        answer = await work();
      } catch (error) {
        await db
          .deleteFrom('idempotency_keys')
          .where('user_id', '=', row.user_id)
          .where('route', '=', row.route)
          .where('key', '=', row.key)
          .execute();
        throw error;
      }
      await db
        .updateTable('idempotency_keys')
        .set({ status: 200, body: JSON.stringify(answer) })
        .where('user_id', '=', row.user_id)
        .where('route', '=', row.route)
        .where('key', '=', row.key)
        .execute();
      return answer;
    }
    const stored = await db
      .selectFrom('idempotency_keys')
      .select([
        'request_hash',
        'status',
        'body',
        sql<boolean>`created_at < now() - make_interval(secs => ${abandonedAfterSeconds})`.as('abandoned'),
      ])
      .where('user_id', '=', row.user_id)
      .where('route', '=', row.route)
      .where('key', '=', row.key)
      .executeTakeFirst();
    if (!stored) continue;
    if (stored.request_hash !== requestHash) throw new ApiError('idempotency_key_reused');
    if (stored.status !== null) return stored.body as T;
    if (stored.abandoned) {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', row.user_id)
        .where('route', '=', row.route)
        .where('key', '=', row.key)
        .where('status', 'is', null)
        .execute();
      continue;
    }
    if (Date.now() - started > waitLimitMs) throw new ApiError('unknown_error', 503);
    await sleep(waitStepMs);
  }
}
