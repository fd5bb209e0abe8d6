import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameState, GameTicket } from '@arpa/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GameApiError, type GameApi } from './api.ts';
import { celebrated, Game, INIT_TIMEOUT_MS, resultText } from './Game.tsx';

const siteOrigin = 'https://arpa.example';
const init = {
  type: 'init',
  version: 1,
  token: 'gt_abc',
  lotteryId: 7,
  slug: 'onnenraaputus',
  purchaseAmount: 2,
  ticketPrice: 200,
  api: '/api',
  demoGame: false,
  discount: 100,
};
const ticket = (id: number): GameTicket => ({ id, code: `CODE-${id}`, played: false, prize: null });
const state: GameState = {
  lottery_id: 7,
  slug: 'onnenraaputus',
  ticket_price: 200,
  purchase_amount: 2,
  bundle: false,
  discount: 100,
  demo: false,
  expires_at: '2026-11-23T12:30:00.000Z',
  unplayed_tickets: [],
  purchase: null,
  balance: 1500,
  min_play_interval_ms: 2500,
};

let parent: { postMessage: ReturnType<typeof vi.fn> };
let game: Window;
let api: { [K in keyof GameApi]: ReturnType<typeof vi.fn> };

beforeEach(() => {
  // jsdom has no canvas: the card is played with the button, as a keyboard user would.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  parent = { postMessage: vi.fn() };
  game = Object.assign(new EventTarget(), { parent }) as unknown as Window;
  api = {
    state: vi.fn().mockResolvedValue(state),
    purchase: vi.fn().mockResolvedValue({
      purchase: { id: 12, price: 300, discount: 100, tickets: [ticket(41), ticket(42)] },
      balance: 1200,
    }),
    play: vi.fn().mockImplementation(async (id: number) => ({
      ticket: {
        ...ticket(id),
        played: true,
        prize:
          id === 41
            ? { win: true, value: 500, product_names: null, product_value_transferrable: true }
            : { win: false, value: 0, product_names: null, product_value_transferrable: false },
      },
      balance: 1700,
    })),
    finish: vi.fn().mockResolvedValue(undefined),
  };
});

function start() {
  const createApi = vi.fn(() => api as unknown as GameApi);
  render(<Game siteOrigin={siteOrigin} window={game} createApi={createApi} />);
  return createApi;
}

async function deliver(data: unknown, origin = siteOrigin) {
  await act(async () => {
    game.dispatchEvent(new MessageEvent('message', { data, origin, source: parent as unknown as Window }));
  });
}

const sent = () => parent.postMessage.mock.calls.map(([message, target]) => ({ message, target }));

describe('the reference scratch game', () => {
  it('asks for init and waits; an init from another origin changes nothing', async () => {
    const createApi = start();
    expect(sent()).toEqual([{ message: { type: 'getInit', version: 1 }, target: siteOrigin }]);
    await deliver(init, 'https://evil.example');
    expect(screen.getByText('Peli käynnistyy…')).toBeInTheDocument();
    expect(createApi).not.toHaveBeenCalled();
  });

  it('refuses an init of version 2 with the catalogued text and tells the parent', async () => {
    start();
    await deliver({ ...init, version: 2 });
    expect(screen.getByRole('alert')).toHaveTextContent('Virheellinen asiakasohjelman versio.');
    expect(sent()).toContainEqual({
      message: { type: 'finish', version: 1, reason: 'invalidVersion' },
      target: siteOrigin,
    });
    expect(api.state).not.toHaveBeenCalled();
  });

  it('buys, reveals each ticket with "Paljasta kaikki", announces the results and finishes ok', async () => {
    const user = userEvent.setup();
    const createApi = start();
    await deliver(init);
    expect(createApi).toHaveBeenCalledWith(siteOrigin, init);
    expect(await screen.findByText('2 arpaa à 2,00 €')).toBeInTheDocument();
    expect(screen.getByText('Ensimmäisen oston alennus −1,00 €')).toBeInTheDocument();
    expect(screen.getByText('Yhteensä 3,00 €')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Osta' }));
    expect(await screen.findByRole('heading', { name: 'Arpa 1/2 (CODE-41)' })).toBeInTheDocument();
    // No outcome before the ticket is played.
    expect(api.play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Paljasta kaikki' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(api.play).toHaveBeenCalledWith(41);
    expect(screen.getByRole('status')).toHaveTextContent('Voitit 5,00 €!');
    await user.click(screen.getByRole('button', { name: 'Seuraava arpa' }));

    await user.click(await screen.findByRole('button', { name: 'Paljasta kaikki' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ei voittoa tällä kertaa.');
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Valmis' }));

    expect(api.finish).toHaveBeenCalledWith('ok');
    expect(sent()).toContainEqual({
      message: { type: 'finish', version: 1, reason: 'ok' },
      target: siteOrigin,
    });
    expect(api.play).toHaveBeenCalledTimes(2);
  });

  it('does not celebrate a prize at or below the ticket price (2 €): said plainly, with the price', async () => {
    const user = userEvent.setup();
    const prizes: Record<number, number> = { 41: 200, 42: 100 };
    api.play.mockImplementation(async (id: number) => ({
      ticket: {
        ...ticket(id),
        played: true,
        prize: { win: true, value: prizes[id], product_names: null, product_value_transferrable: true },
      },
      balance: 1500,
    }));
    start();
    await deliver(init);
    await user.click(await screen.findByRole('button', { name: 'Osta' }));
    await user.click(await screen.findByRole('button', { name: 'Paljasta kaikki' }));
    expect(screen.getByRole('status')).toHaveTextContent('Voitto 2,00 €. Arvan hinta oli 2,00 €.');
    expect(screen.queryByText(/Voitit/)).not.toBeInTheDocument();
    expect(document.querySelector('.game__result')).toHaveAttribute('data-win', 'false');
    await user.click(screen.getByRole('button', { name: 'Seuraava arpa' }));
    await user.click(await screen.findByRole('button', { name: 'Paljasta kaikki' }));
    expect(screen.getByRole('status')).toHaveTextContent('Voitto 1,00 €. Arvan hinta oli 2,00 €.');
  });

  it.each([
    [201, true, 'Voitit 2,01\u00a0€!'],
    [200, false, 'Voitto 2,00\u00a0€. Arvan hinta oli 2,00\u00a0€.'],
    [0, false, 'Ei voittoa tällä kertaa.'],
  ])('a prize of %i cents on a 2 € ticket: celebrated %s', (value, expected, text) => {
    const played: GameTicket = {
      ...ticket(1),
      played: true,
      prize: { win: value > 0, value, product_names: null, product_value_transferrable: true },
    };
    expect(celebrated(played, 200)).toBe(expected);
    expect(resultText(played, 200)).toBe(text);
  });

  it('a product is celebrated only when worth more than the ticket', () => {
    const product = (value: number): GameTicket => ({
      ...ticket(1),
      played: true,
      prize: {
        win: true,
        value,
        product_names: [{ lang: 'fi', value: 'Muki' }],
        product_value_transferrable: false,
      },
    });
    expect(resultText(product(1500), 200)).toBe('Voitit tuotteen: Muki!');
    expect(resultText(product(0), 200)).toBe('Voitto: Muki. Arvan hinta oli 2,00\u00a0€.');
  });

  it('plays earlier unplayed tickets before offering a purchase', async () => {
    const user = userEvent.setup();
    api.state.mockResolvedValue({ ...state, unplayed_tickets: [ticket(30)] });
    start();
    await deliver(init);
    expect(await screen.findByRole('heading', { name: 'Arpa 1/1 (CODE-30)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Aiemmin ostettu pelaamaton arpa löytyi.');
    await user.click(screen.getByRole('button', { name: 'Paljasta kaikki' }));
    await user.click(screen.getByRole('button', { name: 'Seuraava arpa' }));
    expect(screen.getByRole('button', { name: 'Osta' })).toBeInTheDocument();
    expect(api.purchase).not.toHaveBeenCalled();
  });

  it.each([
    ['no_saldo', 409, 'noSaldo', 'Ei saldoa.'],
    ['invalid_playable_ticket_token', 401, 'noAuth', 'Virheellinen pelattavan arvan tunniste.'],
    ['playtime_limited', 403, 'noPlaytime', 'Peliaika on rajoitettu.'],
  ])('a refused purchase (%s) finishes with %s', async (code, status, reason, text) => {
    const user = userEvent.setup();
    api.purchase.mockRejectedValue(new GameApiError(code, status));
    start();
    await deliver(init);
    await user.click(await screen.findByRole('button', { name: 'Osta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(sent()).toContainEqual({ message: { type: 'finish', version: 1, reason }, target: siteOrigin });
  });

  it('another refusal is shown and the player closes the game (an unknown reason for the app)', async () => {
    const user = userEvent.setup();
    api.purchase.mockRejectedValue(new GameApiError('purchase_period_limited', 403));
    start();
    await deliver(init);
    await user.click(await screen.findByRole('button', { name: 'Osta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ostojen peliraja ylittyi.');
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Sulje peli' }));
    expect(api.finish).toHaveBeenCalledWith('purchase_period_limited');
    expect(sent()).toContainEqual({
      message: { type: 'finish', version: 1, reason: 'error' },
      target: siteOrigin,
    });
  });

  it('a refusal’s text carries what the server said: the quick stop’s end, not "%1"', async () => {
    const user = userEvent.setup();
    api.purchase.mockRejectedValue(new GameApiError('quick_stop_active', 403, ['26.11.2026 08:27']));
    start();
    await deliver(init);
    await user.click(await screen.findByRole('button', { name: 'Osta' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pikatauko on voimassa 26.11.2026 08:27 asti.');
    expect(alert).not.toHaveTextContent('%1');
  });

  it('a purchase refused for a due reality check is shown, and closing returns to the lottery page (ok)', async () => {
    const user = userEvent.setup();
    api.purchase.mockRejectedValue(new GameApiError('reality_check_due', 409));
    start();
    await deliver(init);
    await user.click(await screen.findByRole('button', { name: 'Osta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Peliaikamuistutus odottaa: katso pelikertasi yhteenveto ja valitse Jatka ennen seuraavaa ostoa.',
    );
    await user.click(screen.getByRole('button', { name: 'Sulje peli' }));
    expect(sent()).toContainEqual({
      message: { type: 'finish', version: 1, reason: 'ok' },
      target: siteOrigin,
    });
  });

  it('gives up when the parent sends no init in time, and reads no late one', async () => {
    vi.useFakeTimers();
    try {
      const createApi = start();
      await act(async () => {
        vi.advanceTimersByTime(INIT_TIMEOUT_MS);
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Pelin käynnistys epäonnistui.');
      expect(sent()).toContainEqual({
        message: { type: 'finish', version: 1, reason: 'error' },
        target: siteOrigin,
      });
      await deliver(init);
      expect(createApi).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without the site origin in its page or outside a frame it starts nothing', () => {
    render(<Game siteOrigin={null} window={game} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Pelin käynnistys epäonnistui.');
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
