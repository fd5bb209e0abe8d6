import { LIMIT_VARIETIES, type Limit } from '@arpa/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerDirection } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import { ensureAccount, postLedgerEvent } from '../accounts/ledger.ts';
import { checkDepositLimit, checkPurchaseAllowed } from './service.ts';

// The clock the app reads; each test sets it.
let clock = new Date('2025-01-15T10:00:00Z');
const setClock = (iso: string) => {
  clock = new Date(iso);
};

let setup: TestApp;
let players = 0;
const newPlayer = () => `limits-player-${(players += 1)}`;

beforeAll(async () => {
  setup = await createTestApp({ now: () => clock });
});
afterAll(() => setup.close());
afterEach(() => assertLedgerInvariant(setup.db));

async function limits(user: string): Promise<Record<string, Limit>> {
  const response = await setup.request({ method: 'GET', url: '/api/v1/users/limits', user });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(response.json<Limit[]>().map((limit) => [limit.variety, limit]));
}

function confirm(user: string, variety: string) {
  return setup.request({ method: 'POST', url: '/api/v1/users/limits/confirm', user, payload: { variety } });
}

function patch(user: string, payload: unknown, url = '/api/v1/users/limits') {
  return setup.request({ method: 'PATCH', url, user, payload: payload as object });
}

async function patchOk(user: string, payload: unknown): Promise<Record<string, Limit>> {
  const response = await patch(user, payload);
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries(response.json<Limit[]>().map((limit) => [limit.variety, limit]));
}

/** A completed ledger event at the given time (the ledger stamps the database's own time; tests move it). */
async function ledgerEvent(
  user: string,
  account: 'money' | 'game_currency' | 'payments' | 'wins',
  type: LedgerDirection,
  variety: 'deposit' | 'withdraw' | 'win' | 'order_deposit',
  value: number,
  at: string,
) {
  await setup.db.transaction().execute(async (trx) => {
    const { id } = await ensureAccount(trx, user, account);
    const { event } = await postLedgerEvent(trx, { accountId: id, type, variety, value });
    await sql`update account_events set timestamp = ${new Date(at)} where id = ${event.id}`.execute(trx);
  });
}

async function refusal(run: () => Promise<unknown>): Promise<string | undefined> {
  return (await refusalWithParams(run))?.[0] as string | undefined;
}

/** The refusal as the API answers it: the code, then its parameters. */
async function refusalWithParams(run: () => Promise<unknown>): Promise<unknown[] | undefined> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ApiError) return [error.code, ...error.params];
    throw error;
  }
  return undefined;
}

describe(`limits (${testDatabaseKind})`, () => {
  it('publishes the operator limits, which also apply while a player has set none', async () => {
    const response = await setup.request({ method: 'GET', url: '/api/v1/users/default-limits' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { variety: 'play_by_day', value: 50_000 },
        { variety: 'play_by_week', value: 100_000 },
        { variety: 'play_by_month', value: 200_000 },
        { variety: 'deposit_by_month', value: 100_000 },
        { variety: 'play_pause', value: 43_200 },
      ]),
    );
    setClock('2025-01-15T10:00:00Z');
    const fresh = await limits(newPlayer());
    expect(Object.keys(fresh)).toEqual([...LIMIT_VARIETIES]);
    expect(fresh.play_by_day).toEqual({
      variety: 'play_by_day',
      value: null,
      next_value: null,
      value_left: 50_000,
      default_value: 50_000,
      next_from: null,
      confirmable: false,
    });
    expect(fresh.deposit_by_month.default_value).toBe(100_000);
    expect(fresh.play_pause.default_value).toBe(43_200);
    expect(fresh.play_time_start.value_left).toBeNull();
  });

  it('lowers a limit at once; a raise waits for the next Helsinki day and 24 hours, then for the player’s confirmation', async () => {
    const player = newPlayer();
    // Saturday 29 March 2025, 12:00 in Helsinki; the clocks go forward that night.
    setClock('2025-03-29T10:00:00Z');
    expect((await patchOk(player, [{ variety: 'play_by_day', value: 5000 }])).play_by_day).toMatchObject({
      value: 5000,
      next_value: null,
    });
    expect((await patchOk(player, [{ variety: 'play_by_day', value: 3000 }])).play_by_day.value).toBe(3000);

    const raised = await patchOk(player, [{ variety: 'play_by_day', value: 8000 }]);
    expect(raised.play_by_day).toMatchObject({
      value: 3000,
      next_value: 8000,
      value_left: 3000,
      next_from: '2025-03-30T10:00:00.000Z', // Sunday 13:00 summer time: 24 hours after the raise
      confirmable: false,
    });

    setClock('2025-03-29T22:00:00Z'); // Sunday 00:00: a new day, but not yet 24 hours
    expect((await limits(player)).play_by_day).toMatchObject({ value: 3000, next_value: 8000 });
    const early = await confirm(player, 'play_by_day');
    expect([early.statusCode, early.json()]).toEqual([
      409,
      {
        code: ['limit_raise_not_due', '30.03.2025 13:00'],
        description: 'Rajan korotuksen voi vahvistaa aikaisintaan 30.03.2025 13:00.',
      },
    ]);
    setClock('2025-03-30T10:00:00Z');
    // Due, but the old limit holds until the player confirms.
    expect((await limits(player)).play_by_day).toMatchObject({
      value: 3000,
      next_value: 8000,
      confirmable: true,
    });
    const confirmed = await confirm(player, 'play_by_day');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(
      Object.fromEntries(confirmed.json<Limit[]>().map((l) => [l.variety, l])).play_by_day,
    ).toMatchObject({
      value: 8000,
      next_value: null,
      value_left: 8000,
      next_from: null,
      confirmable: false,
    });
    const again = await confirm(player, 'play_by_day');
    expect([again.statusCode, again.json().code]).toEqual([409, 'invalid_value']);
    const notMoney = await confirm(player, 'play_time_start');
    expect([notMoney.statusCode, notMoney.json().code]).toEqual([400, 'invalid_variety']);
  });

  it('starts a raised weekly limit on Monday at 00:00 summer time, an hour before UTC+2 midnight', async () => {
    const player = newPlayer();
    setClock('2025-03-29T10:00:00Z'); // Saturday
    await patchOk(player, [{ variety: 'play_by_week', value: 10_000 }]);
    await patchOk(player, [{ variety: 'play_by_week', value: 20_000 }]);
    setClock('2025-03-30T20:59:00Z'); // Sunday 23:59 (UTC+3)
    expect((await limits(player)).play_by_week).toMatchObject({ confirmable: false });
    expect((await confirm(player, 'play_by_week')).statusCode).toBe(409);
    setClock('2025-03-30T21:30:00Z'); // Monday 00:30; a fixed UTC+2 rule would still say Sunday
    expect((await limits(player)).play_by_week).toMatchObject({ value: 10_000, confirmable: true });
    expect((await confirm(player, 'play_by_week')).statusCode).toBe(200);
    expect((await limits(player)).play_by_week).toMatchObject({ value: 20_000, next_value: null });
  });

  it('starts a raised monthly limit on the 1st and shows a pending removal as -1', async () => {
    const player = newPlayer();
    setClock('2025-03-15T10:00:00Z');
    await patchOk(player, [
      { variety: 'deposit_by_month', value: 20_000 },
      { variety: 'play_by_month', value: 30_000 },
    ]);
    const changed = await patchOk(player, [
      { variety: 'deposit_by_month', value: 50_000 },
      { variety: 'play_by_month', value: null },
    ]);
    expect(changed.deposit_by_month).toMatchObject({ value: 20_000, next_value: 50_000 });
    expect(changed.play_by_month).toMatchObject({ value: 30_000, next_value: -1 });

    setClock('2025-03-31T20:59:59Z'); // 31 March 23:59:59 (UTC+3)
    expect((await limits(player)).play_by_month).toMatchObject({ value: 30_000, next_value: -1 });
    setClock('2025-03-31T21:00:00Z'); // 1 April 00:00
    expect((await confirm(player, 'deposit_by_month')).statusCode).toBe(200);
    expect((await confirm(player, 'play_by_month')).statusCode).toBe(200);
    const april = await limits(player);
    expect(april.deposit_by_month).toMatchObject({ value: 50_000, next_value: null });
    expect(april.play_by_month).toMatchObject({ value: null, next_value: null, value_left: 200_000 });
  });

  it('refuses values above the maximum, unknown varieties, fractions and negative values, changing nothing', async () => {
    const player = newPlayer();
    setClock('2025-01-15T10:00:00Z');
    const tooBig = await patch(player, [
      { variety: 'play_by_week', value: 1000 },
      { variety: 'play_by_day', value: 50_001 },
    ]);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().code).toBe('value_too_big');
    expect((await limits(player)).play_by_week.value).toBeNull();

    const unknown = await patch(player, [{ variety: 'play_by_year', value: 1 }]);
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'invalid_variety']);
    const twice = await patch(player, [
      { variety: 'play_by_day', value: 1 },
      { variety: 'play_by_day', value: 2 },
    ]);
    expect(twice.json().code).toBe('invalid_variety');
    const fraction = await patch(player, [{ variety: 'play_by_day', value: 12.5 }]);
    expect([fraction.statusCode, fraction.json().code]).toEqual([400, 'not_integer']);
    const negative = await patch(player, [{ variety: 'play_by_day', value: -100 }]);
    expect(negative.json().code).toBe('invalid_value');
    // Whole numbers past the safe range: too big, or negative; not "not a whole number".
    const huge = await patch(player, [{ variety: 'play_by_day', value: 1e20 }]);
    expect([huge.statusCode, huge.json().code]).toEqual([400, 'value_too_big']);
    const hugeNegative = await patch(player, [{ variety: 'play_by_day', value: -1e20 }]);
    expect([hugeNegative.statusCode, hugeNegative.json().code]).toEqual([400, 'invalid_value']);
    const extra = await patch(player, [{ variety: 'play_by_day', value: 1, user_id: 'someone' }]);
    expect(extra.statusCode).toBe(400);
  });

  it('computes what is left from the period’s purchases and deposits', async () => {
    const player = newPlayer();
    setClock('2025-01-15T10:00:00Z'); // Wednesday
    await patchOk(player, [
      { variety: 'play_by_day', value: 5000 },
      { variety: 'deposit_by_month', value: 30_000 },
    ]);
    await ledgerEvent(player, 'money', 'credit', 'deposit', 10_000, '2025-01-02T10:00:00Z');
    await ledgerEvent(player, 'money', 'credit', 'deposit', 5000, '2024-12-31T10:00:00Z'); // December
    await ledgerEvent(player, 'money', 'debit', 'withdraw', 1200, '2025-01-15T08:00:00Z'); // a ticket today
    await ledgerEvent(player, 'payments', 'credit', 'order_deposit', 800, '2025-01-15T09:00:00Z');
    await ledgerEvent(player, 'payments', 'debit', 'withdraw', 800, '2025-01-15T09:00:00Z'); // an order's money
    await ledgerEvent(player, 'money', 'debit', 'withdraw', 2000, '2025-01-13T10:00:00Z'); // Monday
    await ledgerEvent(player, 'wins', 'credit', 'win', 3000, '2025-01-15T09:00:00Z');
    await ledgerEvent(player, 'wins', 'debit', 'withdraw', 3000, '2025-01-15T09:30:00Z'); // redeeming winnings

    const left = await limits(player);
    expect(left.play_by_day.value_left).toBe(5000 - 1200 - 800);
    expect(left.play_by_week.value_left).toBe(100_000 - 1200 - 800 - 2000);
    expect(left.play_by_month.value_left).toBe(200_000 - 4000);
    expect(left.deposit_by_month.value_left).toBe(30_000 - 10_000);

    await setup.db.transaction().execute(async (trx) => {
      expect(await checkDepositLimit(trx, player, 20_000, clock)).toEqual({
        allowed: true,
        allowedCents: 20_000,
      });
      expect(await checkDepositLimit(trx, player, 20_001, clock)).toEqual({
        allowed: false,
        allowedCents: 20_000,
      });
      expect(await refusal(() => checkPurchaseAllowed(trx, player, clock, 3000))).toBeUndefined();
      // The first limit that refuses is named, with its value and what is left, in euros.
      expect(await refusalWithParams(() => checkPurchaseAllowed(trx, player, clock, 3001))).toEqual([
        'play_limit_exceeded',
        'Päivän peliraja',
        50,
        30,
      ]);
    });
  });

  it('pauses purchases and deposits for the chosen time, and a pause cannot be shortened', async () => {
    const player = newPlayer();
    setClock('2025-01-15T10:00:00Z');
    const paused = await patchOk(player, [{ variety: 'play_pause', value: 10_080 }]);
    expect(paused.play_pause).toEqual({
      variety: 'play_pause',
      value: 10_080,
      next_value: null,
      value_left: 10_080,
      default_value: 43_200,
      ends_at: '2025-01-22T10:00:00.000Z',
    });
    await setup.db.transaction().execute(async (trx) => {
      // The pause's end in Helsinki time (UTC+2 in January).
      const paused = ['play_paused', '22.01.2025 12:00'];
      expect(await refusalWithParams(() => checkPurchaseAllowed(trx, player, clock))).toEqual(paused);
      expect(await refusalWithParams(() => checkDepositLimit(trx, player, 1000, clock))).toEqual(paused);
    });

    const shorter = await patch(player, [{ variety: 'play_pause', value: 1440 }]);
    expect([shorter.statusCode, shorter.json().code]).toEqual([400, 'invalid_value']);
    const lifted = await patch(player, [{ variety: 'play_pause', value: null }]);
    expect(lifted.json().code).toBe('invalid_value');
    const odd = await patch(player, [{ variety: 'play_pause', value: 60 }]);
    expect(odd.json().code).toBe('invalid_value');

    setClock('2025-01-22T09:59:00Z');
    expect((await limits(player)).play_pause).toMatchObject({ value: 10_080, value_left: 1 });
    setClock('2025-01-22T10:00:00Z');
    expect((await limits(player)).play_pause).toMatchObject({ value: null, ends_at: null });
    await setup.db.transaction().execute(async (trx) => {
      expect(await refusal(() => checkPurchaseAllowed(trx, player, clock))).toBeUndefined();
      expect(await checkDepositLimit(trx, player, 1000, clock)).toEqual({
        allowed: true,
        allowedCents: 100_000,
      });
    });
  });

  it('allows purchases only inside the play-time window, narrowed at once and widened from the next day', async () => {
    const player = newPlayer();
    setClock('2025-01-15T10:00:00Z'); // 12:00 in Helsinki
    const set = await patchOk(player, [
      { variety: 'play_time_start', value: 8 * 60 },
      { variety: 'play_time_end', value: 22 * 60 },
    ]);
    expect(set.play_time_start).toMatchObject({ value: 480, next_value: null, value_left: null });

    setClock('2025-01-15T20:30:00Z'); // 22:30 in Helsinki
    await setup.db.transaction().execute(async (trx) => {
      expect(await refusal(() => checkPurchaseAllowed(trx, player, clock))).toBe('playtime_limited');
    });
    const widened = await patchOk(player, [{ variety: 'play_time_end', value: 23 * 60 }]);
    expect(widened.play_time_end).toMatchObject({ value: 22 * 60, next_value: 23 * 60 });
    await setup.db.transaction().execute(async (trx) => {
      expect(await refusal(() => checkPurchaseAllowed(trx, player, clock))).toBe('playtime_limited');
    });
    setClock('2025-01-16T20:30:00Z'); // the next day, 22:30
    await setup.db.transaction().execute(async (trx) => {
      expect(await refusal(() => checkPurchaseAllowed(trx, player, clock))).toBeUndefined();
    });
    const narrowed = await patchOk(player, [{ variety: 'play_time_end', value: 20 * 60 }]);
    expect(narrowed.play_time_end).toMatchObject({ value: 20 * 60, next_value: null });
    await setup.db.transaction().execute(async (trx) => {
      expect(await refusal(() => checkPurchaseAllowed(trx, player, clock))).toBe('playtime_limited');
    });
  });

  it('never shows or changes another player’s limits', async () => {
    const alice = newPlayer();
    const bob = newPlayer();
    setClock('2025-01-15T10:00:00Z');
    await patchOk(alice, [{ variety: 'play_by_day', value: 1000 }]);
    await patchOk(bob, [{ variety: 'play_by_day', value: 2000 }]);
    expect((await limits(bob)).play_by_day.value).toBe(2000);
    expect((await limits(alice)).play_by_day.value).toBe(1000);

    const peek = await setup.request({
      method: 'GET',
      url: `/api/v1/users/limits?user_id=${alice}`,
      user: bob,
    });
    expect([peek.statusCode, peek.json().code]).toEqual([403, 'query_param_user_id_not_allowed']);
    const write = await patch(
      bob,
      [{ variety: 'play_by_day', value: 0 }],
      `/api/v1/users/limits?user_id=${alice}`,
    );
    expect(write.statusCode).toBe(403);
    expect((await limits(alice)).play_by_day.value).toBe(1000);

    const anonymous = await setup.request({ method: 'GET', url: '/api/v1/users/limits' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPatch = await setup.request({
      method: 'PATCH',
      url: '/api/v1/users/limits',
      payload: [{ variety: 'play_by_day', value: 0 }],
    });
    expect(anonymousPatch.statusCode).toBe(401);
  });

  it('refuses a limit change without the CSRF token', async () => {
    const player = newPlayer();
    const response = await setup.request({
      method: 'PATCH',
      url: '/api/v1/users/limits',
      user: player,
      csrf: false,
      payload: [{ variety: 'play_by_day', value: 100 }],
    });
    expect([response.statusCode, response.json().code]).toEqual([403, 'csrf_token_invalid']);
    expect((await limits(player)).play_by_day.value).toBeNull();
  });
});
