import type { Account, AccountEvent, Bonus } from '@arpa/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The user's accounts, oldest first, with the lottery (the account's own, or its ticket series') and the
 * ticket series whose wins the account holds, with the end of their validity ("Vanhenemispäivä").
 */
export async function listAccounts(db: Kysely<Database>, userId: string): Promise<Account[]> {
  const rows = await db
    .selectFrom('accounts as a')
    .leftJoin('ticket_series as ts', 'ts.id', 'a.ticket_series_id')
    .leftJoin('lotteries as l', (join) =>
      join.on((eb) => eb('l.id', '=', eb.fn.coalesce('a.lottery_id', 'ts.lottery_id'))),
    )
    .select([
      'a.id',
      'a.variety',
      'a.saldo',
      'l.names as lottery_names',
      'ts.alias as series_alias',
      'ts.user_account_validity_end as series_validity_end',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    variety: row.variety,
    saldo: row.saldo,
    lottery: row.lottery_names ? { names: row.lottery_names } : null,
    ticket_series:
      row.series_alias === null
        ? null
        : {
            alias: row.series_alias,
            user_account_validity_end: row.series_validity_end?.toISOString() ?? null,
          },
  }));
}

export interface BonusList {
  items: Bonus[];
  depositBonusReceived: boolean;
}

/** The user's bonuses that have not expired, newest first, and whether a deposit bonus was ever granted. */
export async function listBonuses(db: Kysely<Database>, userId: string, now: Date): Promise<BonusList> {
  const rows = await db
    .selectFrom('bonuses')
    .select(['id', 'value', 'reason', 'valid_until'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    items: rows
      .filter((row) => row.valid_until === null || row.valid_until > now)
      .map((row) => ({
        id: row.id,
        value: row.value,
        lottery: null,
        valid_until: row.valid_until?.toISOString() ?? null,
      })),
    depositBonusReceived: rows.some((row) => row.reason === 'deposit'),
  };
}

export interface Page {
  limit: number;
  offset: number;
}

/** One page of the events of the user's accounts, newest first, and how many there are in all. */
export async function listAccountEvents(
  db: Kysely<Database>,
  userId: string,
  page: Page,
): Promise<{ items: AccountEvent[]; total: number }> {
  const ofUser = db
    .selectFrom('account_events as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .where('a.user_id', '=', userId);
  const [rows, count] = await Promise.all([
    ofUser
      .select(['e.id', 'e.variety', 'e.state', 'e.value', 'e.timestamp'])
      .orderBy('e.timestamp', 'desc')
      .orderBy('e.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    ofUser.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({ ...row, timestamp: row.timestamp.toISOString() })),
    total: count.total,
  };
}
