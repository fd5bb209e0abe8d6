import type { Lottery, PlaySession } from '@arpa/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { PlayPage } from './PlayPage';

// The unit project shares modules between files (isolate: false): a module another file loaded under its
// vi.mock of lib/session would keep that mock here. This file starts from fresh app modules.
vi.hoisted(() => vi.resetModules());

const lottery: Lottery = {
  id: 7,
  slug: 'raaputus',
  names: [{ lang: 'fi', value: 'Raaputus' }],
  descriptions: [],
  images: [],
  hidden: false,
  index: 10,
  quick_claim_enabled: false,
  extra_lottery_enabled: false,
  codes_check_type: 1,
  tags: [],
  show_balance: true,
  playable_lottery_address: 'http://127.0.0.1:8081/',
  playable_ticket_prices: [{ price: 200 }],
  playable_ticket_bundle_size: null,
  playable_ticket_discount: 0,
  playable_ticket_purchase_variety: 0,
} as unknown as Lottery;

const session = (due: boolean): PlaySession => ({
  as_of: '2026-03-01T11:06:00.000Z',
  started_at: '2026-03-01T10:05:00.000Z',
  last_action_at: '2026-03-01T11:01:00.000Z',
  spent: 2400,
  won: 1000,
  net: -1400,
  reality_check_minutes: 60,
  next_reality_check_at: '2026-03-01T11:05:00.000Z',
  reality_check_due: due,
});

const game = {
  token: 'gt_x',
  expires_at: '2026-03-01T11:36:00.000Z',
  lottery_id: 7,
  slug: 'raaputus',
  ticket_price: 200,
  purchase_amount: 1,
  bundle: false,
  discount: 0,
  api: '/api',
  demo: false,
};

/** The lottery, the player's play session (its reality check due or not) and starting a game. */
function playServer(due: boolean): FakeServer {
  let checkDue = due;
  return createFakeServer()
    .on('GET', '/api/v1/lotteries/by-slug/raaputus', () => lottery)
    .on('GET', '/api/v1/users/play-session', () => session(checkDue))
    .on('POST', '/api/v1/users/play-session/reality-check', () => {
      checkDue = false;
      return session(false);
    })
    .on('POST', '/api/v1/lotteries/7/playable-games', () => game);
}

async function renderPage(due: boolean) {
  return renderApp(<PlayPage quickStop={<button type="button">Pikatauko</button>} />, {
    url: '/pelattavat/raaputus/pelaa?purchase_amount=1',
    path: '/pelattavat/:slug/pelaa',
    server: playServer(due),
  });
}

const started = (server: FakeServer) => server.requestsTo('POST', '/api/v1/lotteries/7/playable-games');

describe('/pelattavat/{slug}/pelaa: the reality check between games', () => {
  it('shows a due check before the game starts; "Jatka" records it and starts the game', async () => {
    const { server } = await renderPage(true);
    const dialog = await screen.findByRole('dialog', { name: 'Muistutus peliajasta' });
    expect(dialog).toHaveAccessibleDescription(/^Olet pelannut 1\sh 1\smin\./);
    expect(dialog).toHaveTextContent('Pelattu24,00 €Voitettu10,00 €Tulos−14,00 €');
    expect(started(server)).toHaveLength(0);
    expect(screen.queryByTitle('Raaputus')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByTitle('Raaputus')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/api/v1/users/play-session/reality-check').map((r) => r.body)).toEqual([
      {},
    ]);
    expect(started(server).map((r) => r.body)).toEqual([{ ticket_price: 200, purchase_amount: 1 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.unanswered).toEqual([]);
  });

  it('"Lopeta" returns to the lottery page without starting a game', async () => {
    const { server } = await renderPage(true);
    const dialog = await screen.findByRole('dialog', { name: 'Muistutus peliajasta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lopeta' }));
    expect(await screen.findByRole('status', { name: 'Siirrytty osoitteeseen' })).toHaveTextContent(
      '/pelattavat/raaputus',
    );
    expect(started(server)).toHaveLength(0);
    expect(server.requestsTo('POST', '/api/v1/users/play-session/reality-check')).toHaveLength(0);
  });

  it('starts at once when no check is due, with the session and the quick stop beside the game', async () => {
    const { server } = await renderPage(false);
    expect(await screen.findByTitle('Raaputus')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(started(server)).toHaveLength(1);
    const bar = screen.getByRole('region', { name: 'Pelikerta' });
    expect(bar).toHaveTextContent('Tulos−14,00 €');
    expect(within(bar).getByRole('button', { name: 'Pikatauko' })).toBeInTheDocument();
    expect(within(bar).getByLabelText('Muistutus peliajasta')).toHaveValue('60');
  });
});
