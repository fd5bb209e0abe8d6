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
 * Insert-if-absent and read back, so two processes starting together on one database end up with the first
 * one's value and every process hashes, signs and verifies alike.
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
  await db
    .insertInto('server_secrets')
    .values({ name, value: await create() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.value;
}
