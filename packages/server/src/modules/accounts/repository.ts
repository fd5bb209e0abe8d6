import type { Account, AccountEvent, Bonus } from '@arpa/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { orderProductsOf } from '../orders/history.ts';

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
    .select(['id', 'value', 'reason', 'valid_until', 'account_variety', 'expired_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    items: rows
      // Game currency granted by the operator (modules/bonus) is no bonus; an expired bonus is gone.
      .filter((row) => row.account_variety === 'bonus' && row.expired_at === null)
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

/**
 * One page of the events of the user's accounts, newest first, and how many rows there are in all. The
 * events an order caused (reference `order:<id>`) are one row per order and type: a shop order takes its
 * winnings from several accounts and its money part later, and the player sees one withdrawal of that
 * order, named by its products, instead of one "Nosto" per account (issue 12, item 15).
 */
export async function listAccountEvents(
  db: Kysely<Database>,
  userId: string,
  page: Page,
): Promise<{ items: AccountEvent[]; total: number }> {
  const orderReference = sql<string | null>`case when e.reference like 'order:%' then e.reference end`;
  const rows = db
    .selectFrom('account_events as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .where('a.user_id', '=', userId)
    .select([
      sql<number>`max(e.id)`.as('id'),
      'e.variety',
      'e.state',
      sql<number>`cast(sum(e.value) as integer)`.as('value'),
      sql<Date>`max(e.timestamp)`.as('timestamp'),
      orderReference.as('reference'),
    ])
    // An event without an order reference is a group of its own.
    .groupBy([
      'e.variety',
      'e.state',
      orderReference,
      sql`case when e.reference like 'order:%' then null else e.id end`,
    ]);
  const [items, count] = await Promise.all([
    db
      .selectFrom(rows.as('r'))
      .selectAll()
      .orderBy('r.timestamp', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom(rows.as('r'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const orderIds = [
    ...new Set(items.flatMap((row) => (row.reference ? [Number(row.reference.slice('order:'.length))] : []))),
  ];
  const productsOf = await orderProductsOf(db, userId, orderIds);
  return {
    items: items.map((row) => {
      const orderId = row.reference ? Number(row.reference.slice('order:'.length)) : null;
      return {
        id: Number(row.id),
        variety: row.variety,
        state: row.state,
        value: Number(row.value),
        timestamp: new Date(row.timestamp).toISOString(),
        order:
          orderId === null
            ? null
            : {
                id: orderId,
                products: productsOf(orderId),
              },
      };
    }),
    total: Number(count.total),
  };
}
