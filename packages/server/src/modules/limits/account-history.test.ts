import type { AccountEvent, ListResponse } from '@arpa/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { ensureAccount, postLedgerEvent } from '../accounts/ledger.ts';

/**
 * 12 months of account events (issue 18, Rahapelilaki 2025): GET /api/v1/account-events has no time cap,
 * so a player pages back, seven at a time as /tili/tilitapahtumat does, through everything since the account
 * began, the last 12 months and more.
 */

const clock = new Date('2025-06-15T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

async function depositAt(user: string, value: number, at: Date) {
  await t.db.transaction().execute(async (trx) => {
    const { id } = await ensureAccount(trx, user, 'money');
    const { event } = await postLedgerEvent(trx, {
      accountId: id,
      type: 'credit',
      variety: 'deposit',
      value,
    });
    await sql`update account_events set timestamp = ${at} where id = ${event.id}`.execute(trx);
  });
}

describe(`12 months of account events (${testDatabaseKind})`, () => {
  it('pages back through every month of the last 12 and beyond, newest first', async () => {
    const player = 'historian-lukija';
    // One deposit on the 10th of each of the last 15 months (100 € + month index, cents).
    for (let back = 0; back < 15; back += 1) {
      await depositAt(player, 10_000 + back, new Date(Date.UTC(2025, 5 - back, 10, 9, 0)));
    }
    await depositAt('joku-muu', 777, new Date('2025-06-01T10:00:00Z'));

    const seen: AccountEvent[] = [];
    for (let offset = 0; ; offset += 7) {
      const page = await t.request({ url: `/api/v1/account-events?limit=7&offset=${offset}`, user: player });
      expect(page.statusCode).toBe(200);
      const { items, total } = page.json<ListResponse<AccountEvent>>();
      expect(total).toBe(15);
      seen.push(...items);
      if (offset + items.length >= total) break;
    }
    expect(seen.map((event) => event.value)).toEqual(Array.from({ length: 15 }, (_, back) => 10_000 + back));
    // Twelve months back (10 June 2024) and older, down to the first deposit, 10 April 2024.
    expect(seen[12]!.timestamp).toBe('2024-06-10T09:00:00.000Z');
    expect(seen.at(-1)!.timestamp).toBe('2024-04-10T09:00:00.000Z');
  });
});
