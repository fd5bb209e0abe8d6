import type { GameInitMessage } from '@arpa/contract';
import { describe, expect, it } from 'vitest';
import { gameApi, GameApiError } from './api.ts';

const init: GameInitMessage = {
  type: 'init',
  version: 1,
  token: 'gt_x',
  lotteryId: 7,
  slug: 'raaputus',
  purchaseAmount: 2,
  ticketPrice: 200,
  api: '/api',
  demoGame: false,
  discount: 0,
};

/** A fake server that refuses a purchase or reveal within `interval` ms of the previous one, as ours does. */
function fakeServer(interval: number, lastAction = -Infinity) {
  let clock = 0;
  const calls: { path: string; at: number; status: number }[] = [];
  let last = lastAction;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetcher = (async (url: string | URL | Request) => {
    const path = String(url).replace('http://site/api/v1/game', '');
    if (path === '') {
      calls.push({ path, at: clock, status: 200 });
      return json(200, { min_play_interval_ms: interval, unplayed_tickets: [], purchase: null });
    }
    if (clock - last < interval) {
      calls.push({ path, at: clock, status: 429 });
      return json(429, { code: ['play_too_fast', '2,5'], description: '…' });
    }
    last = clock;
    calls.push({ path, at: clock, status: 200 });
    return json(200, { ok: true });
  }) as typeof fetch;
  return {
    calls,
    options: {
      fetcher,
      now: () => clock,
      sleep: async (ms: number) => {
        clock += ms;
      },
    },
  };
}

describe('the game pacing its purchases and reveals (game speed)', () => {
  it('waits the interval the server names between a purchase and each reveal', async () => {
    const server = fakeServer(4000);
    const api = gameApi('http://site', init, server.options);
    await api.state();
    await api.purchase();
    await api.play(1);
    await api.play(2);
    expect(server.calls.map(({ path, status }) => [path, status])).toEqual([
      ['', 200],
      ['/purchase', 200],
      ['/tickets/1/play', 200],
      ['/tickets/2/play', 200],
    ]);
    expect(server.calls[2]!.at - server.calls[1]!.at).toBeGreaterThanOrEqual(4000);
    expect(server.calls[3]!.at - server.calls[2]!.at).toBeGreaterThanOrEqual(4000);
  });

  it('goes again after the interval when the previous game has just played', async () => {
    const server = fakeServer(2500, 0);
    const api = gameApi('http://site', init, server.options);
    await api.purchase();
    expect(server.calls.map(({ status }) => status)).toEqual([429, 200]);
  });

  it('gives up after two more tries', async () => {
    const server = fakeServer(2500, Infinity);
    const api = gameApi('http://site', init, server.options);
    const refused = (await api.purchase().then(
      () => undefined,
      (error: unknown) => error,
    )) as GameApiError;
    expect(refused).toBeInstanceOf(GameApiError);
    // The parameters of the array-form code come with it, for the text's %1.
    expect([refused.code, refused.status, refused.parameters]).toEqual(['play_too_fast', 429, ['2,5']]);
    expect(server.calls).toHaveLength(3);
  });
});
