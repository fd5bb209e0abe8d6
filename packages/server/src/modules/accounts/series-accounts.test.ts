import type { AccountsResponse } from '@arpa/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { loadDemoSeedIfEmpty } from '../admin/seed.ts';
import { importTickets, ticketCsvHeader } from '../admin/tickets-import.ts';
import { resolveTicketCodeKey } from '../catalogue/codes.ts';
import { spendableAccounts } from '../orders/repository.ts';
import { ensureAccount, postLedgerEvent } from './ledger.ts';
import { assertLedgerInvariant } from './ledger-invariant.ts';

const adminToken = 'tilien-vanhenemis-testi-avain';

describe(`ticket-series accounts (${testDatabaseKind})`, () => {
  let test: TestApp;
  let clock = new Date('2026-03-02T10:00:00Z');
  let lotteryId: number;
  /** Series of the assa-arpa lottery by alias: one ends 2026-03-31, one 2027-12-31 (the demo seed's). */
  const series = new Map<string, number>();

  beforeAll(async () => {
    test = await createTestApp({ env: { ADMIN_TOKEN: adminToken }, now: () => clock });
    const codeKey = await resolveTicketCodeKey(test.db, undefined);
    await loadDemoSeedIfEmpty(test.db, codeKey);
    await importTickets(test.db, `${ticketCsvHeader.join(',')}\n,KEVAT-0001,voitto-10,1000,1,1\n`, {
      lottery: 'assa-arpa',
      series: 'KEVÄT-2026',
      validityEnd: '2026-03-31',
      codeKey,
    });
    const rows = await test.db
      .selectFrom('ticket_series')
      .innerJoin('lotteries', 'lotteries.id', 'ticket_series.lottery_id')
      .select(['ticket_series.id', 'ticket_series.alias', 'lotteries.id as lottery_id'])
      .where('lotteries.slug', '=', 'assa-arpa')
      .execute();
    for (const row of rows) series.set(row.alias, row.id);
    lotteryId = rows[0].lottery_id;
  });
  afterEach(() => assertLedgerInvariant(test.db));
  afterAll(() => test.close());

  /** A win credited to the player's account of that ticket series (or the generic wins account). */
  async function creditWin(userId: string, value: number, alias: string | null) {
    const account = await ensureAccount(
      test.db,
      userId,
      'wins',
      alias === null ? {} : { lotteryId, ticketSeriesId: series.get(alias) },
    );
    if (value > 0)
      await test.db
        .transaction()
        .execute((trx) =>
          postLedgerEvent(trx, { accountId: account.id, type: 'credit', variety: 'win', value }),
        );
    return account.id;
  }

  async function saldo(accountId: number) {
    const row = await test.db
      .selectFrom('accounts')
      .select('saldo')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    return row.saldo;
  }

  const expireWins = () =>
    test.app.inject({
      method: 'POST',
      url: '/api/admin/wins/expire',
      headers: { authorization: `Bearer ${adminToken}` },
    });

  it('lists a ticket series’ balance with its lottery and its end date (Vanhenemispäivä)', async () => {
    await creditWin('saara', 1000, 'ASSA-2025');
    await creditWin('saara', 250, null);
    const response = await test.request({ url: '/api/v1/accounts/self', user: 'saara' });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<AccountsResponse>();
    const seriesAccount = items.find((account) => account.ticket_series !== null);
    expect(seriesAccount).toEqual({
      id: expect.any(Number),
      variety: 'wins',
      saldo: 1000,
      lottery: { names: expect.arrayContaining([expect.objectContaining({ lang: 'fi' })]) },
      ticket_series: { alias: 'ASSA-2025', user_account_validity_end: expect.any(String) },
    });
    // The seed's 2027-12-31 is the end of that day in Finland.
    expect(seriesAccount?.ticket_series?.user_account_validity_end).toBe('2027-12-31T21:59:59.999Z');
    const generic = items.filter((account) => account.ticket_series === null);
    expect(generic.find((account) => account.variety === 'wins')).toMatchObject({
      saldo: 250,
      lottery: null,
    });
  });

  it('spends the soonest-expiring wins first and never wins whose series has ended', async () => {
    const later = await creditWin('venla', 300, 'ASSA-2025');
    const generic = await creditWin('venla', 200, null);
    const sooner = await creditWin('venla', 100, 'KEVÄT-2026');
    const order = async (at: Date) =>
      (await spendableAccounts(test.db, 'venla', at, false))
        .filter((account) => account.variety === 'wins')
        .map((account) => account.id);
    expect(await order(clock)).toEqual([sooner, later, generic]);
    expect(await order(new Date('2026-04-01T00:00:00Z'))).toEqual([later, generic]);
  });

  it('refuses the expiry command without the operator token', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/admin/wins/expire' });
    expect(response.statusCode).toBe(401);
  });

  it('expires exactly the saldo of ended series, once, and leaves the rest alone', async () => {
    const ended = await creditWin('tuomas', 1250, 'KEVÄT-2026');
    const endedEmpty = await creditWin('ulla', 0, 'KEVÄT-2026');
    const ullaGeneric = await creditWin('ulla', 0, null);
    const running = await creditWin('tuomas', 900, 'ASSA-2025');
    const generic = await creditWin('tuomas', 500, null);
    await test.db
      .transaction()
      .execute((trx) =>
        postLedgerEvent(trx, { accountId: ullaGeneric, type: 'credit', variety: 'win', value: 40 }),
      );

    // Before the end nothing is due.
    expect((await expireWins()).json()).toEqual({ accounts: 0, cents: 0 });
    expect(await saldo(ended)).toBe(1250);

    clock = new Date('2026-04-01T00:00:00Z');
    // Every balance of the ended series is due, also those of earlier tests' players.
    const due = await test.db
      .selectFrom('accounts')
      .select(['saldo'])
      .where('ticket_series_id', '=', series.get('KEVÄT-2026') as number)
      .where('saldo', '>', 0)
      .execute();
    expect(due.map((row) => row.saldo)).toContain(1250);
    // Two operators at once: every cent is expired once.
    const [first, second] = await Promise.all([expireWins(), expireWins()]);
    const answers = [first.json(), second.json()];
    expect(answers.reduce((sum, answer) => sum + answer.cents, 0)).toBe(
      due.reduce((sum, row) => sum + row.saldo, 0),
    );
    expect(answers.reduce((sum, answer) => sum + answer.accounts, 0)).toBe(due.length);
    expect(await saldo(ended)).toBe(0);
    expect([
      await saldo(endedEmpty),
      await saldo(running),
      await saldo(generic),
      await saldo(ullaGeneric),
    ]).toEqual([0, 900, 500, 40]);
    const events = await test.db
      .selectFrom('account_events')
      .select(['type', 'variety', 'value'])
      .where('account_id', '=', ended)
      .where('variety', '=', 'win_invalidation')
      .execute();
    expect(events).toEqual([{ type: 'debit', variety: 'win_invalidation', value: 1250 }]);

    // Running it again does nothing more.
    expect((await expireWins()).json()).toEqual({ accounts: 0, cents: 0 });
    expect(await saldo(ended)).toBe(0);
  });
});
