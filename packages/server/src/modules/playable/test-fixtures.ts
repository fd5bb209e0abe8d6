import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ensureAccount, postLedgerEvent } from '../accounts/ledger.ts';

/**
 * A player for the playable-ticket tests: the user row (strongly identified at `identifiedAt`, or not at
 * all when null) and `cents` deposited on the money account through the ledger.
 */
export async function seedPlayer(
  db: Kysely<Database>,
  sub: string,
  cents: number,
  identifiedAt: Date | null,
): Promise<string> {
  await db
    .insertInto('users')
    .values({
      sub,
      email: `${sub}@example.test`,
      first_name: 'Testi',
      last_name: 'Pelaaja',
      strongly_authenticated_at: identifiedAt,
    })
    .execute();
  if (cents > 0) {
    await db.transaction().execute(async (trx) => {
      const account = await ensureAccount(trx, sub, 'money');
      await postLedgerEvent(trx, { accountId: account.id, type: 'credit', variety: 'deposit', value: cents });
    });
  }
  return sub;
}
