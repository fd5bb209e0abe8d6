import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findUserByEmail, registerUser } from './users.ts';

/** Development and demo sign-ins, listed in docs/identity.md. */
export const demoUsers = [
  {
    firstName: 'Maija',
    lastName: 'Meikäläinen',
    email: 'maija@example.fi',
    phone: '+358401234567',
    password: 'Arpa-demo-1',
  },
  {
    firstName: 'Matti',
    lastName: 'Virtanen',
    email: 'matti@example.fi',
    phone: '+358407654321',
    password: 'Arpa-demo-2',
  },
] as const;

/** Creates the demo users that do not exist yet; running it again changes nothing. */
export async function ensureDemoUsers(db: Kysely<Database>): Promise<void> {
  for (const demo of demoUsers) {
    if (await findUserByEmail(db, demo.email)) continue;
    await registerUser(db, { ...demo });
  }
}

/** True when no user exists at all: a fresh database that main.ts seeds with the demo users. */
export async function hasNoUsers(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
