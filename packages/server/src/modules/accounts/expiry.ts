import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { postLedgerEvent } from './ledger.ts';

export interface WinExpiryResult {
  /** How many accounts had a saldo that was expired. */
  accounts: number;
  /** How many cents were debited in all. */
  cents: number;
}

/**
 * Expires the wins whose time is up: every win account of a ticket series whose
 * `user_account_validity_end` has passed gives up its remaining saldo with a `win_invalidation` debit
 * (SPEC §3 "win invalidation (prize expiry)"). One transaction per account, the account's row locked, so
 * the debit is exactly the saldo at that moment and two runs at once expire each cent once; a second run
 * finds nothing left. Money that comes back to such an account later (a cancelled order returning
 * withdrawn winnings) is expired by the next run.
 */
export async function expireWins(db: Kysely<Database>, now: Date): Promise<WinExpiryResult> {
  const due = await db
    .selectFrom('accounts as a')
    .innerJoin('ticket_series as ts', 'ts.id', 'a.ticket_series_id')
    .select('a.id')
    .where('a.variety', 'in', ['wins', 'extra_wins'])
    .where('a.saldo', '>', 0)
    .where('ts.user_account_validity_end', '<=', now)
    .orderBy('a.id')
    .execute();
  const result: WinExpiryResult = { accounts: 0, cents: 0 };
  for (const { id } of due) {
    const debited = await db.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom('accounts')
        .select(['saldo', 'ticket_series_id'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (account.saldo <= 0) return 0;
      await postLedgerEvent(trx, {
        accountId: id,
        type: 'debit',
        variety: 'win_invalidation',
        value: account.saldo,
        reference: `ticket_series:${account.ticket_series_id}`,
      });
      return account.saldo;
    });
    if (debited > 0) {
      result.accounts += 1;
      result.cents += debited;
    }
  }
  return result;
}
