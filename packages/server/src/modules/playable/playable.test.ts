import {
  MIN_PLAY_INTERVAL_MS,
  type GamePlayResponse,
  type GamePurchaseResponse,
  type GameState,
  type ListResponse,
  type PlayableTicket,
  type PlayableTicketBundle,
  type PlayableTicketsResponse,
  type StartGameResponse,
} from '@arpa/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, testSessionHeader, type TestApp } from '../../test/harness.ts';
import { ensureAccount, postLedgerEvent } from '../accounts/ledger.ts';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import { importPlayableSeries, type PlayableSeriesImport } from './import.ts';
import { endExpiredSeries, endSeries, hashGameToken, removeStaleGameTokens } from './service.ts';
import { seedPlayer } from './test-fixtures.ts';

// Wednesday 15 January 2025, 12:00 in Helsinki.
const start = new Date('2025-01-15T10:00:00Z');
const tokenHeader = 'playable-ticket-token';

describe(`playable tickets (${testDatabaseKind})`, () => {
  let t: TestApp;
  let clock: Date;

  beforeEach(async () => {
    clock = start;
    t = await createTestApp({ now: () => clock });
  });

  afterEach(async () => {
    await assertLedgerInvariant(t.db);
    await t.close();
  });

  async function lottery(slug: string, settings: Record<string, unknown> = {}): Promise<number> {
    const row = await t.db
      .insertInto('lotteries')
      .values({
        slug,
        names: JSON.stringify([{ lang: 'fi', value: `Arpa ${slug}` }]),
        playable_lottery_address: 'http://localhost:8081/',
        playable_ticket_prices: JSON.stringify([{ price: 200 }]),
        playable_ticket_purchase_variety: 0,
        ...settings,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  function series(slug: string, extra: Partial<PlayableSeriesImport> = {}) {
    return importPlayableSeries(t.db, {
      lottery: slug,
      alias: 'S1',
      ticket_price: 200,
      pool_size: 40,
      prizes: [
        { count: 4, value: 1000 },
        { count: 8, value: 200 },
      ],
      ...extra,
    });
  }

  /** A strongly identified player (unless `strong` is false) with `cents` on the money account. */
  const player = (sub: string, cents: number, strong = true) =>
    seedPlayer(t.db, sub, cents, strong ? start : null);

  /** The player's own limit, set as Pelirajat sets it. */
  async function setLimit(user: string, variety: string, value: number) {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/v1/users/limits',
      user,
      payload: [{ variety, value }],
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function startGame(user: string | null, lotteryId: number, payload: object = { ticket_price: 200 }) {
    return user
      ? t.request({ method: 'POST', url: `/api/v1/lotteries/${lotteryId}/playable-games`, user, payload })
      : t.request({ method: 'POST', url: `/demo-api/v1/lotteries/${lotteryId}/playable-games`, payload });
  }

  async function token(user: string | null, lotteryId: number, payload?: object): Promise<StartGameResponse> {
    const response = await startGame(user, lotteryId, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<StartGameResponse>();
  }

  /** A game call as the game makes it: no cookies, no CSRF token, only the game token header. */
  function game(method: 'GET' | 'POST', path: string, gameToken: string, api = '/api', payload: object = {}) {
    return t.app.inject({
      method,
      url: `${api}${path}`,
      headers: { [tokenHeader]: gameToken, origin: 'http://localhost:8081' },
      ...(method === 'POST' ? { payload } : {}),
    });
  }

  /** The game waits the game-speed interval between purchases and reveals; so do these tests. */
  function paced() {
    clock = new Date(clock.getTime() + MIN_PLAY_INTERVAL_MS);
  }

  async function buy(gameToken: string, api = '/api') {
    paced();
    return game('POST', '/v1/game/purchase', gameToken, api);
  }

  async function play(gameToken: string, ticketId: number, api = '/api') {
    paced();
    return game('POST', `/v1/game/tickets/${ticketId}/play`, gameToken, api);
  }

  async function saldo(user: string, variety: 'money' | 'wins'): Promise<number> {
    const row = await t.db
      .selectFrom('accounts')
      .select('saldo')
      .where('user_id', '=', user)
      .where('variety', '=', variety)
      .where('ticket_series_id', 'is', null)
      .executeTakeFirst();
    return row?.saldo ?? 0;
  }

  it('starts a game, buys a ticket, reveals it once and credits its prize', async () => {
    const id = await lottery('onni');
    await series('onni', { pool_size: 3, prizes: [{ count: 3, value: 500 }] });
    const user = await player('pelaaja', 1000);

    const started = await token(user, id);
    expect(started).toMatchObject({ lottery_id: id, slug: 'onni', ticket_price: 200, purchase_amount: 1 });
    expect(started).toMatchObject({ api: '/api', demo: false, discount: 0 });

    const before = await game('GET', '/v1/game', started.token);
    expect(before.json<GameState>()).toMatchObject({ purchase: null, unplayed_tickets: [], balance: 1000 });

    const bought = await buy(started.token);
    expect(bought.statusCode).toBe(201);
    const { purchase, balance } = bought.json<GamePurchaseResponse>();
    expect(balance).toBe(800);
    expect(purchase.tickets).toHaveLength(1);
    // No outcome reaches the browser before the ticket is played.
    expect(purchase.tickets[0]).toMatchObject({ played: false, prize: null });
    expect(bought.body).not.toContain('500');

    // A repeated purchase with the same token answers the same tickets and debits nothing more.
    const again = await buy(started.token);
    expect(again.statusCode).toBe(200);
    expect(again.json<GamePurchaseResponse>().purchase).toEqual(purchase);
    expect(await saldo(user, 'money')).toBe(800);

    const ticketId = purchase.tickets[0]!.id;
    const played = await play(started.token, ticketId);
    expect(played.statusCode).toBe(200);
    expect(played.json<GamePlayResponse>().ticket).toMatchObject({
      id: ticketId,
      played: true,
      prize: { win: true, value: 500, product_names: null, product_value_transferrable: true },
    });
    expect((await play(started.token, ticketId)).json<GamePlayResponse>().ticket.prize.value).toBe(500);
    expect(await saldo(user, 'wins')).toBe(500);

    const history = await t.request({ method: 'GET', url: '/api/v1/playable-tickets/states', user });
    expect(history.json<ListResponse<PlayableTicket>>()).toMatchObject({
      total: 1,
      items: [
        { id: ticketId, played: true, prize: 500, lottery_names: [{ lang: 'fi', value: 'Arpa onni' }] },
      ],
    });
    const finished = await game('POST', '/v1/game/finish', started.token, '/api', { reason: 'ok' });
    expect(finished.statusCode).toBe(204);
    expect((await game('GET', '/v1/game', started.token)).json()).toMatchObject({
      code: 'invalid_playable_ticket_token',
    });
  });

  it('sells a pool of 40 to 50 concurrent buyers: 40 tickets, each once, and credits exactly the prize table', async () => {
    const id = await lottery('ruuhka');
    const imported = await series('ruuhka');
    expect(imported.prize_total).toBe(4 * 1000 + 8 * 200);
    const players = await Promise.all(Array.from({ length: 50 }, (_, n) => player(`ostaja-${n}`, 1000)));
    const tokens = await Promise.all(players.map((user) => token(user, id)));

    const answers = await Promise.all(tokens.map((started) => buy(started.token)));
    const sold = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(sold).toHaveLength(40);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'playable_tickets_sold_out' });
    }
    const ticketIds = sold.map((answer) => answer.json<GamePurchaseResponse>().purchase.tickets[0]!.id);
    expect(new Set(ticketIds).size).toBe(40);
    const pool = await t.db.selectFrom('playable_tickets').select(['id', 'purchase_id']).execute();
    expect(pool.every((ticket) => ticket.purchase_id !== null)).toBe(true);

    // Refused buyers paid nothing; buyers paid one ticket.
    const money = await Promise.all(players.map((user) => saldo(user, 'money')));
    expect(money.filter((cents) => cents === 800)).toHaveLength(40);
    expect(money.filter((cents) => cents === 1000)).toHaveLength(10);

    await Promise.all(
      sold.map((answer) => {
        const purchase = answer.json<GamePurchaseResponse>().purchase;
        const started = tokens[answers.indexOf(answer)]!;
        return play(started.token, purchase.tickets[0]!.id);
      }),
    );
    const wins = await Promise.all(players.map((user) => saldo(user, 'wins')));
    expect(wins.reduce((sum, cents) => sum + cents, 0)).toBe(imported.prize_total);
    expect(wins.filter((cents) => cents === 1000)).toHaveLength(4);
    expect(wins.filter((cents) => cents === 200)).toHaveLength(8);
  });

  it('credits one ticket once when it is played 20 times at once', async () => {
    const id = await lottery('kerran');
    await series('kerran', { pool_size: 2, prizes: [{ count: 2, value: 700 }] });
    const user = await player('kiireinen', 1000);
    const started = await token(user, id);
    const ticketId = (await buy(started.token)).json<GamePurchaseResponse>().purchase.tickets[0]!.id;

    const answers = await Promise.all(Array.from({ length: 20 }, () => play(started.token, ticketId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((answer) => answer.json<GamePlayResponse>().ticket.prize.value === 700)).toBe(true);
    expect(await saldo(user, 'wins')).toBe(700);
    const credits = await t.db
      .selectFrom('account_events')
      .select('id')
      .where('reference', '=', `playable_ticket:${ticketId}`)
      .execute();
    expect(credits).toHaveLength(1);
  });

  it('makes a won product a prize order waiting for delivery, once however often the ticket is played', async () => {
    const id = await lottery('tavara');
    const product = await t.db
      .insertInto('products')
      .values({
        custom_id: 'kahvikuppi',
        names: JSON.stringify([{ lang: 'fi', value: 'Kahvikuppi' }]),
        value: 1290,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await series('tavara', {
      pool_size: 2,
      prizes: [{ count: 2, value: 0, product: 'kahvikuppi', transferrable: false }],
    });
    const user = await player('tavaranvoittaja', 1000);
    const started = await token(user, id);
    const ticketId = (await buy(started.token)).json<GamePurchaseResponse>().purchase.tickets[0]!.id;

    const answers = await Promise.all(Array.from({ length: 20 }, () => play(started.token, ticketId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const orders = await t.db
      .selectFrom('orders')
      .innerJoin('order_products', 'order_products.order_id', 'orders.id')
      .select(['orders.variety', 'orders.state', 'orders.value', 'order_products.product_id'])
      .where('orders.user_id', '=', user)
      .execute();
    expect(orders).toEqual([
      { variety: 'prize_order', state: 'waiting_for_delivery', value: 1290, product_id: product.id },
    ]);
    // The product is delivered, not paid: nothing is credited for it.
    expect(await saldo(user, 'wins')).toBe(0);
  });

  it('refuses a purchase the playable balance does not cover with no_saldo, and takes nothing', async () => {
    const id = await lottery('koyha');
    await series('koyha');
    const user = await player('vähävarainen', 150);
    const started = await token(user, id);
    const answer = await buy(started.token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'no_saldo' });
    expect(await saldo(user, 'money')).toBe(150);
    const series_ = await t.db.selectFrom('playable_series').select('sold').executeTakeFirstOrThrow();
    expect(series_.sold).toBe(0);
  });

  it('refuses a purchase over a play limit and during a play pause', async () => {
    // The limits count ledger events, which the database stamps with its own clock.
    clock = new Date();
    const id = await lottery('rajat');
    await series('rajat');
    const user = await player('rajattu', 5000);
    await setLimit(user, 'play_by_day', 300);

    const first = await token(user, id);
    const firstBuy = await buy(first.token);
    expect(firstBuy.statusCode).toBe(201);
    const ticketId = firstBuy.json<GamePurchaseResponse>().purchase.tickets[0]!.id;
    await play(first.token, ticketId);
    const second = await buy((await token(user, id)).token);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ code: 'purchase_period_limited' });

    expect(await saldo(user, 'money')).toBe(4800);

    const resting = await player('tauolla', 5000);
    await setLimit(resting, 'play_pause', 1440);
    const paused = await buy((await token(resting, id)).token);
    expect(paused.statusCode).toBe(403);
    expect(paused.json()).toMatchObject({ code: 'purchase_period_limited' });
    expect(await saldo(resting, 'money')).toBe(5000);
  });

  it('asks for strong identification before any real purchase: money, game currency or a free first ticket', async () => {
    const id = await lottery('tunnistus');
    await series('tunnistus');
    const user = await player('tunnistamaton', 1000, false);
    const refused = await startGame(user, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'strong_authentication_required' });

    // Game currency covering the price, and the first-purchase discount making it free, need it too: free
    // tickets win real prizes, and a new account each time would farm them.
    await t.db.transaction().execute(async (trx) => {
      const account = await ensureAccount(trx, user, 'game_currency');
      await postLedgerEvent(trx, {
        accountId: account.id,
        type: 'credit',
        variety: 'game_currency',
        value: 300,
      });
    });
    expect((await startGame(user, id)).json()).toMatchObject({ code: 'strong_authentication_required' });
    // A game token made before (or by another way) buys nothing either.
    const madeToken = `gt_${'t'.repeat(43)}`;
    const [made] = await t.db
      .insertInto('playable_game_tokens')
      .values({
        token_hash: hashGameToken(madeToken),
        demo: false,
        user_id: user,
        lottery_id: id,
        ticket_price: 200,
        purchase_amount: 1,
        bundle: false,
        expires_at: new Date(clock.getTime() + 600_000),
        created_at: clock,
      })
      .returning('id')
      .execute();
    expect(made).toBeDefined();
    const answer = await buy(madeToken);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'strong_authentication_required' });
    expect(await saldo(user, 'money')).toBe(1000);
  });

  it('ends a game with the sign-in session it was started in: a signed-out player’s open game buys nothing', async () => {
    const id = await lottery('uloskirjautuminen');
    await series('uloskirjautuminen');
    const user = await player('jaettu-kone', 1000);
    const startIn = async (sid: string) => {
      const response = await t.request({
        method: 'POST',
        url: `/api/v1/lotteries/${id}/playable-games`,
        user,
        headers: { [testSessionHeader]: sid },
        payload: { ticket_price: 200 },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<StartGameResponse>().token;
    };
    const onSharedComputer = await startIn('sid-jaettu');
    const onOwnPhone = await startIn('sid-puhelin');
    // "Kirjaudu ulos" on the shared computer ends its session (idp/sessions.ts records the sid).
    await t.db
      .insertInto('revoked_sessions')
      .values({ sid: 'sid-jaettu', expires_at: new Date(clock.getTime() + 86_400_000) })
      .execute();
    const refused = await buy(onSharedComputer);
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'invalid_playable_ticket_token']);
    expect(await saldo(user, 'money')).toBe(1000);
    expect((await buy(onOwnPhone)).statusCode).toBe(201);
    expect(await saldo(user, 'money')).toBe(800);
  });

  it('counts tickets paid from extra wins in the player’s own play limits', async () => {
    const id = await lottery('lisavoitot');
    await series('lisavoitot');
    const user = await player('lisavoittaja', 0);
    await t.db.transaction().execute(async (trx) => {
      const account = await ensureAccount(trx, user, 'extra_wins');
      await postLedgerEvent(trx, { accountId: account.id, type: 'credit', variety: 'win', value: 2000 });
    });
    await setLimit(user, 'play_by_day', 300);

    const first = await token(user, id);
    const bought = (await buy(first.token)).json<GamePurchaseResponse>();
    expect(bought.purchase).toMatchObject({ price: 200 });
    await play(first.token, bought.purchase.tickets[0]!.id);
    const limits = await t.request({ url: '/api/v1/users/limits', user });
    expect(limits.json<{ variety: string; value_left: number }[]>()).toContainEqual(
      expect.objectContaining({ variety: 'play_by_day', value_left: 100 }),
    );
    const refused = await buy((await token(user, id)).token);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'purchase_period_limited']);
  });

  it('offers an earlier unplayed ticket before a new purchase', async () => {
    const id = await lottery('kesken');
    await series('kesken');
    const user = await player('keskeyttäjä', 1000);
    const first = await token(user, id);
    const ticketId = (await buy(first.token)).json<GamePurchaseResponse>().purchase.tickets[0]!.id;

    const purchased = await t.request({
      method: 'GET',
      url: `/api/v1/playable-tickets?state=purchased&lottery_id=${id}`,
      user,
    });
    expect(purchased.json<PlayableTicketsResponse>()).toMatchObject({
      discount_used: true,
      playable_tickets: [{ id: ticketId, played: false, prize: null }],
    });

    const second = await token(user, id);
    const state = (await game('GET', '/v1/game', second.token)).json<GameState>();
    expect(state.unplayed_tickets).toEqual([
      { id: ticketId, code: expect.any(String), played: false, prize: null },
    ]);
    const refused = await buy(second.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'earlier_unplayed_purchased_ticket_available' });
    // The new token plays the earlier ticket; then it may buy.
    expect((await play(second.token, ticketId)).statusCode).toBe(200);
    expect((await buy(second.token)).statusCode).toBe(201);
  });

  it('refuses a price the lottery does not sell, and any game of an inactive lottery', async () => {
    const id = await lottery('hinta');
    const user = await player('hintatietoinen', 1000);
    const answer = await startGame(user, id, { ticket_price: 300 });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'playable_ticket_price_conflict' });
    // An operator who closes the lottery stops new games and purchases with tokens already given.
    const started = await token(user, id);
    await t.db.updateTable('lotteries').set({ active: false }).where('id', '=', id).execute();
    expect((await startGame(user, id)).json()).toMatchObject({ code: 'lottery_is_inactive' });
    expect((await buy(started.token)).json()).toMatchObject({ code: 'lottery_is_inactive' });
  });

  it('gives the first-purchase discount once and sells the monthly bundle once a month', async () => {
    const id = await lottery('paketti', {
      playable_ticket_prices: JSON.stringify([{ price: 100 }]),
      playable_ticket_purchase_variety: 1,
      playable_ticket_bundle_size: 5,
      playable_ticket_discount: 150,
    });
    await series('paketti', { ticket_price: 100, pool_size: 20, prizes: [{ count: 2, value: 300 }] });
    const user = await player('kuukausittainen', 1000);

    const first = await token(user, id, { ticket_price: 100, bundle: true });
    expect(first).toMatchObject({ purchase_amount: 5, bundle: true, discount: 150 });
    expect((await game('GET', '/v1/game', first.token)).json<GameState>()).toMatchObject({
      discount: 150,
      bundle: true,
      purchase_amount: 5,
    });
    const bought = (await buy(first.token)).json<GamePurchaseResponse>();
    expect(bought.purchase).toMatchObject({ price: 350, discount: 150 });
    expect(bought.purchase.tickets).toHaveLength(5);
    expect(await saldo(user, 'money')).toBe(650);
    // Left before playing: a new game of the bundle starts to play its tickets, and buys nothing more.
    const resume = await token(user, id, { ticket_price: 100, bundle: true });
    expect((await game('GET', '/v1/game', resume.token)).json().unplayed_tickets).toHaveLength(5);
    expect((await buy(resume.token)).statusCode).toBe(409);
    expect(await saldo(user, 'money')).toBe(650);

    const bundle = await t.request({
      method: 'GET',
      url: `/api/v1/lotteries/${id}/playable-ticket-bundles?current_month=true`,
      user,
    });
    expect(bundle.json<PlayableTicketBundle>()).toEqual({ items: [{ amount: 5, played_amount: 0 }] });
    for (const ticket of bought.purchase.tickets) await play(first.token, ticket.id);
    const played = await t.request({
      method: 'GET',
      url: `/api/v1/lotteries/${id}/playable-ticket-bundles?current_month=true`,
      user,
    });
    expect(played.json<PlayableTicketBundle>()).toEqual({ items: [{ amount: 5, played_amount: 5 }] });

    const again = await startGame(user, id, { ticket_price: 100, bundle: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'bundle_already_bought' });
    expect((await startGame(user, id, { ticket_price: 100, purchase_amount: 1 })).json()).toMatchObject({
      code: 'invalid_value',
    });

    // 1 February in Helsinki: a new month, a new bundle, no discount any more.
    clock = new Date('2025-01-31T22:00:00Z');
    const next = await token(user, id, { ticket_price: 100, bundle: true });
    expect(next.discount).toBe(0);
    expect((await buy(next.token)).json<GamePurchaseResponse>().purchase).toMatchObject({ price: 500 });
  });

  it('never charges more than the game was given: a discount used in another tab meanwhile refuses the purchase', async () => {
    const id = await lottery('kaksi-valilehtea', { playable_ticket_discount: 200 });
    await series('kaksi-valilehtea');
    const user = await player('kaksi-valilehtea', 1000);
    // Two tabs open the game with the first-purchase discount: each shows a total of 0,00 €.
    const tabA = await token(user, id);
    const tabB = await token(user, id);
    expect([tabA.discount, tabB.discount]).toEqual([200, 200]);
    const boughtA = (await buy(tabA.token)).json<GamePurchaseResponse>();
    expect(boughtA.purchase).toMatchObject({ price: 0, discount: 200 });
    await play(tabA.token, boughtA.purchase.tickets[0]!.id);

    const refused = await buy(tabB.token);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'playable_ticket_price_conflict']);
    expect(await saldo(user, 'money')).toBe(1000);
    // Started again, the game shows the price as it is now, and that is what is charged.
    const again = await token(user, id);
    expect(again.discount).toBe(0);
    expect((await buy(again.token)).json<GamePurchaseResponse>().purchase).toMatchObject({ price: 200 });
    expect(await saldo(user, 'money')).toBe(800);
  });

  it('plays demo with the same prize structure and leaves every account and the pool unchanged', async () => {
    const id = await lottery('demo');
    await series('demo', { pool_size: 10, prizes: [{ count: 10, value: 400 }] });
    const user = await player('katselija', 1000);
    const accountsBefore = await t.db.selectFrom('accounts').selectAll().orderBy('id').execute();
    const eventsBefore = await t.db.selectFrom('account_events').select('id').execute();

    const started = await token(null, id, { ticket_price: 200, purchase_amount: 3 });
    expect(started).toMatchObject({ api: '/demo-api', demo: true, purchase_amount: 3 });
    // A demo token is no token of real play, nor the other way round.
    expect((await buy(started.token, '/api')).statusCode).toBe(401);
    const real = await token(user, id);
    expect((await buy(real.token, '/demo-api')).statusCode).toBe(401);

    const bought = await buy(started.token, '/demo-api');
    expect(bought.statusCode).toBe(201);
    const { purchase, balance } = bought.json<GamePurchaseResponse>();
    expect(balance).toBeNull();
    expect(purchase.price).toBe(0);
    expect(purchase.tickets.map((ticket) => ticket.prize)).toEqual([null, null, null]);
    for (const ticket of purchase.tickets) {
      const played = (await play(started.token, ticket.id, '/demo-api')).json<GamePlayResponse>();
      // Every ticket of this pool wins 400: the demo draws from the same table.
      expect(played.ticket.prize).toMatchObject({
        win: true,
        value: 400,
        product_value_transferrable: false,
      });
    }

    expect(await t.db.selectFrom('accounts').selectAll().orderBy('id').execute()).toEqual(accountsBefore);
    expect(await t.db.selectFrom('account_events').select('id').execute()).toEqual(eventsBefore);
    const pool = await t.db.selectFrom('playable_series').select('sold').executeTakeFirstOrThrow();
    expect(pool.sold).toBe(0);
  });

  it('counts demo starts per address', async () => {
    const id = await lottery('demoraja');
    const starts = await Promise.all(Array.from({ length: 61 }, () => startGame(null, id)));
    expect(starts.filter((answer) => answer.statusCode === 201)).toHaveLength(60);
    const refused = starts.find((answer) => answer.statusCode !== 201);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toMatchObject({ code: 'too_many_attempts' });
  });

  it('refuses a tampered, unknown or expired game token', async () => {
    const id = await lottery('tunniste');
    await series('tunniste');
    const user = await player('varovainen', 1000);
    const started = await token(user, id);
    const tampered = `${started.token.slice(0, -1)}${started.token.endsWith('A') ? 'B' : 'A'}`;
    for (const value of [tampered, 'gt_x', '']) {
      const answer = await buy(value);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'invalid_playable_ticket_token' });
    }
    clock = new Date(start.getTime() + 31 * 60 * 1000);
    const expired = await buy(started.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'invalid_playable_ticket_token' });
    expect(await saldo(user, 'money')).toBe(1000);
  });

  it('answers the game origin with CORS and needs no CSRF token from it', async () => {
    const id = await lottery('cors');
    await series('cors');
    const user = await player('kehystetty', 1000);
    const started = await token(user, id);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/game/purchase',
      headers: { origin: 'http://localhost:8081', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8081');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain(tokenHeader);
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/api/v1/game',
      headers: { origin: 'https://evil.example', [tokenHeader]: started.token },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const unknown = await t.app.inject({ method: 'GET', url: '/demo-api/v1/ei-ole' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    // The game reads the code of a refusal too (noAuth, noSaldo…).
    const refused = await buy('gt_tampered');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('http://localhost:8081');
    // Starting a game is the app's call: it still needs the CSRF token.
    const noCsrf = await t.request({
      method: 'POST',
      url: `/api/v1/lotteries/${id}/playable-games`,
      user,
      csrf: false,
      payload: { ticket_price: 200 },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('plays and credits every sold, unplayed ticket when the series ends', async () => {
    const id = await lottery('loppu');
    const imported = await series('loppu', { pool_size: 4, prizes: [{ count: 4, value: 250 }] });
    const users = [await player('unohtaja-1', 1000), await player('unohtaja-2', 1000)];
    for (const user of users) expect((await buy((await token(user, id)).token)).statusCode).toBe(201);

    expect(await endSeries(t.db, imported.series_id, clock)).toEqual({ played: 2 });
    expect(await Promise.all(users.map((user) => saldo(user, 'wins')))).toEqual([250, 250]);
    // Ending again plays nothing twice, and the ended series sells nothing.
    expect(await endSeries(t.db, imported.series_id, clock)).toEqual({ played: 0 });
    const late = await player('myöhäinen', 1000);
    const answer = await buy((await token(late, id)).token);
    expect(answer.json()).toMatchObject({ code: 'playable_tickets_sold_out' });
    const history = await t.request({
      method: 'GET',
      url: '/api/v1/playable-tickets/states',
      user: users[0],
    });
    expect(history.json<ListResponse<PlayableTicket>>().items[0]).toMatchObject({ played: true, prize: 250 });
  });

  it('ends a series when its validity has passed, and forgets game tokens that expired unused', async () => {
    const id = await lottery('vanhenee');
    await series('vanhenee', {
      pool_size: 2,
      prizes: [{ count: 2, value: 150 }],
      valid_until: '2025-01-20T00:00:00Z',
    });
    const user = await player('hidas', 1000);
    const bought = await token(user, id);
    expect((await buy(bought.token)).statusCode).toBe(201);
    const unused = await token(user, id);

    expect(await endExpiredSeries(t.db, clock)).toEqual({ series: 0, played: 0 });
    clock = new Date('2025-01-20T00:00:00Z');
    expect(await endExpiredSeries(t.db, clock)).toEqual({ series: 1, played: 1 });
    expect(await saldo(user, 'wins')).toBe(150);
    expect((await buy(unused.token)).statusCode).toBe(401);

    expect(await removeStaleGameTokens(t.db, clock)).toBe(1);
    const left = await t.db.selectFrom('playable_game_tokens').select('id').execute();
    expect(left).toHaveLength(1);
  });
});
