import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** 32 random bytes, base64url: the default value of a generated secret. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The one way to keep a server-generated secret (keys of the CSRF tokens, ticket codes, the operator token,
 * the simulators' keys): the value stored in `server_secrets` under `name`, created on first use.
 * Read it; if it is not there, insert-if-absent and answer the stored row in the same statement (on a
 * conflict the no-op update returns the row the other process committed), so two processes starting together
 * on one database end up with the first one's value and every process hashes, signs and verifies alike. Two
 * statements at most: a server starts with half a dozen secrets, and the tests start about a thousand apps.
 */
export async function storedSecret(
  db: Kysely<Database> | Transaction<Database>,
  name: string,
  create: () => Promise<string> | string = randomSecret,
): Promise<string> {
  const existing = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.value;
  const stored = await db
    .insertInto('server_secrets')
    .values({ name, value: await create() })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet((update) => ({ value: update.ref('server_secrets.value') })),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return stored.value;
}
