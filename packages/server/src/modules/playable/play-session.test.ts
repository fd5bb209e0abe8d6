import type {
  GamePlayResponse,
  GamePurchaseResponse,
  GameState,
  PlaySession,
  StartGameResponse,
} from '@arpa/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { importPlayableSeries } from './import.ts';
import { minPlayIntervalFromEnv } from './session.ts';
import { seedPlayer } from './test-fixtures.ts';

// Wednesday 15 January 2025, 12:00 in Helsinki.
const start = new Date('2025-01-15T10:00:00Z');
const second = 1000;
const minute = 60 * second;
const tooFast = {
  code: ['play_too_fast', '2,5'],
  description:
    'Odota hetki: seuraavan arvan voi ostaa tai avata aikaisintaan 2,5 sekunnin kuluttua edellisestä.',
};

describe(`game speed and the play session (${testDatabaseKind})`, () => {
  let t: TestApp;
  let clock: Date;
  let lotteryId: number;

  beforeEach(async () => {
    clock = start;
    t = await createTestApp({ now: () => clock });
    const row = await t.db
      .insertInto('lotteries')
      .values({
        slug: 'tahti',
        names: JSON.stringify([{ lang: 'fi', value: 'Tahtiarpa' }]),
        playable_lottery_address: 'http://localhost:8081/',
        playable_ticket_prices: JSON.stringify([{ price: 200 }]),
        playable_ticket_purchase_variety: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lotteryId = row.id;
    // Every ticket wins 1 €, half its price: easy sums for the session.
    await importPlayableSeries(t.db, {
      lottery: 'tahti',
      alias: 'T1',
      ticket_price: 200,
      pool_size: 60,
      prizes: [{ count: 60, value: 100 }],
    });
  });

  afterEach(async () => {
    await t.close();
  });

  function at(ms: number) {
    clock = new Date(start.getTime() + ms);
  }

  const player = (sub: string, cents: number) => seedPlayer(t.db, sub, cents, start);

  async function token(user: string, amount = 1): Promise<string> {
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/lotteries/${lotteryId}/playable-games`,
      user,
      payload: { ticket_price: 200, purchase_amount: amount },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<StartGameResponse>().token;
  }

  function game(path: string, gameToken: string, method: 'GET' | 'POST' = 'POST') {
    return t.app.inject({
      method,
      url: `/api/v1/game${path}`,
      headers: { 'playable-ticket-token': gameToken },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
  }

  const buy = (gameToken: string) => game('/purchase', gameToken);
  const play = (gameToken: string, ticketId: number) => game(`/tickets/${ticketId}/play`, gameToken);

  async function session(user: string): Promise<PlaySession> {
    const response = await t.request({ method: 'GET', url: '/api/v1/users/play-session', user });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlaySession>();
  }

  it('refuses a reveal or a purchase within 2.5 s of the previous one, and allows it after', async () => {
    const user = await player('nopea', 2000);
    const first = await token(user);
    expect((await game('', first, 'GET')).json<GameState>().min_play_interval_ms).toBe(2500);

    const bought = await buy(first);
    expect(bought.statusCode).toBe(201);
    const ticketId = bought.json<GamePurchaseResponse>().purchase.tickets[0]!.id;
    // A repeat of the same purchase is no new purchase: it answers as before.
    at(1 * second);
    expect((await buy(first)).statusCode).toBe(200);

    at(2.4 * second);
    const early = await play(first, ticketId);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual(tooFast);
    at(2.5 * second);
    const played = await play(first, ticketId);
    expect(played.statusCode).toBe(200);
    expect(played.json<GamePlayResponse>().ticket.played).toBe(true);
    // Asking a played ticket again is no new reveal either.
    at(3 * second);
    expect((await play(first, ticketId)).statusCode).toBe(200);

    const next = await token(user);
    at(4.9 * second);
    const tooSoon = await buy(next);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual(tooFast);
    expect(await t.db.selectFrom('playable_purchases').select('id').execute()).toHaveLength(1);
    at(5 * second);
    expect((await buy(next)).statusCode).toBe(201);
  });

  it('lets one of 20 concurrent purchases of a player through, and one of 10 concurrent reveals', async () => {
    const user = await player('kiire', 10_000);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => token(user)));
    const answers = await Promise.all(tokens.map((each) => buy(each)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.json())).toEqual(Array.from({ length: 19 }, () => tooFast));
    expect((await session(user)).spent).toBe(200);

    const winner = answers.find((answer) => answer.statusCode === 201)!;
    const tickets = winner.json<GamePurchaseResponse>().purchase.tickets;
    at(3 * second);
    const [only] = tickets;
    const ten = await token(user, 10);
    // The earlier ticket first (the purchase needs it played), then ten tickets revealed at once.
    expect((await play(ten, only!.id)).statusCode).toBe(200);
    at(6 * second);
    const bundle = await buy(ten);
    expect(bundle.statusCode).toBe(201);
    const ids = bundle.json<GamePurchaseResponse>().purchase.tickets.map((ticket) => ticket.id);
    at(9 * second);
    const reveals = await Promise.all(ids.map((id) => play(ten, id)));
    expect(reveals.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(429)]);
    const credited = await t.db
      .selectFrom('playable_tickets')
      .select('id')
      .where('user_id', '=', user)
      .where('played_at', 'is not', null)
      .execute();
    expect(credited).toHaveLength(2);
  });

  it('sums the running session: start, spent, won, net; a new one after 30 minutes without play', async () => {
    const user = await player('istunto', 5000);
    expect(await session(user)).toMatchObject({ started_at: null, spent: 0, won: 0, net: 0 });

    const first = await token(user, 2);
    const ids = (await buy(first)).json<GamePurchaseResponse>().purchase.tickets.map((ticket) => ticket.id);
    at(3 * second);
    await play(first, ids[0]!);
    at(29 * minute);
    await play(first, ids[1]!);
    expect(await session(user)).toMatchObject({
      started_at: start.toISOString(),
      last_action_at: new Date(start.getTime() + 29 * minute).toISOString(),
      spent: 400,
      won: 200,
      net: -200,
      reality_check_minutes: 60,
      next_reality_check_at: new Date(start.getTime() + 60 * minute).toISOString(),
      reality_check_due: false,
    });

    // 30 minutes without a purchase or reveal ends it; the next purchase starts a new one.
    at(59 * minute);
    expect(await session(user)).toMatchObject({ started_at: null, spent: 0, won: 0, net: 0 });
    const second_ = await token(user);
    await buy(second_);
    expect(await session(user)).toMatchObject({
      started_at: clock.toISOString(),
      spent: 200,
      won: 0,
      net: -200,
    });
  });

  it('makes the reality check due after the chosen interval, refusing a new purchase (not a reveal) until "Jatka"', async () => {
    const user = await player('tauko', 5000);
    const bad = await t.request({
      method: 'PUT',
      url: '/api/v1/users/play-session/reality-check-interval',
      user,
      payload: { minutes: 20 },
    });
    expect(bad.statusCode).toBe(400);
    const set = await t.request({
      method: 'PUT',
      url: '/api/v1/users/play-session/reality-check-interval',
      user,
      payload: { minutes: 15 },
    });
    expect(set.json<PlaySession>().reality_check_minutes).toBe(15);

    const first = await token(user, 2);
    const ids = (await buy(first)).json<GamePurchaseResponse>().purchase.tickets.map((ticket) => ticket.id);
    at(14 * minute);
    await play(first, ids[0]!);
    expect((await session(user)).reality_check_due).toBe(false);
    at(15 * minute);
    expect(await session(user)).toMatchObject({
      reality_check_due: true,
      next_reality_check_at: new Date(start.getTime() + 15 * minute).toISOString(),
    });
    // A running game is not cut short: its reveal goes through; the next purchase waits for the answer.
    expect((await play(first, ids[1]!)).statusCode).toBe(200);
    const next = await token(user);
    at(15.5 * minute);
    const refused = await buy(next);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'reality_check_due',
      description:
        'Peliaikamuistutus odottaa: katso pelikertasi yhteenveto ja valitse Jatka ennen seuraavaa ostoa.',
    });

    at(16 * minute);
    const answered = await t.request({
      method: 'POST',
      url: '/api/v1/users/play-session/reality-check',
      user,
      payload: {},
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<PlaySession>()).toMatchObject({
      started_at: start.toISOString(),
      reality_check_due: false,
      next_reality_check_at: new Date(start.getTime() + 31 * minute).toISOString(),
    });
    expect((await buy(next)).statusCode).toBe(201);
    // The setting is the player's: it stays for the next session.
    at(120 * minute);
    expect((await session(user)).reality_check_minutes).toBe(15);
    expect((await t.request({ method: 'GET', url: '/api/v1/users/play-session' })).statusCode).toBe(401);
  });

  it('reads the interval from PLAY_MIN_INTERVAL_MS, never below 2.5 s', () => {
    expect(minPlayIntervalFromEnv({})).toBe(2500);
    expect(minPlayIntervalFromEnv({ PLAY_MIN_INTERVAL_MS: '4000' })).toBe(4000);
    expect(() => minPlayIntervalFromEnv({ PLAY_MIN_INTERVAL_MS: '1000' })).toThrow(/PLAY_MIN_INTERVAL_MS/);
    expect(() => minPlayIntervalFromEnv({ PLAY_MIN_INTERVAL_MS: 'x' })).toThrow(/PLAY_MIN_INTERVAL_MS/);
  });
});
