import type { Lottery, PlaySession } from '@arpa/contract';
import { ToastProvider } from '@arpa/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayPage } from './PlayPage';
import { ApiClientProvider } from '../../../lib/api-context';
import { fakeApiClient } from '../../../lib/fake-api-client';

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

let due = true;
const api = vi.fn((path: string, options?: { method?: string }) => {
  if (path === '/api/v1/lotteries/by-slug/raaputus') return Promise.resolve(lottery);
  if (path === '/api/v1/users/play-session') return Promise.resolve(session(due));
  if (path === '/api/v1/users/play-session/reality-check' && options?.method === 'POST') {
    due = false;
    return Promise.resolve(session(false));
  }
  if (path === '/api/v1/lotteries/7/playable-games') return Promise.resolve(game);
  return Promise.reject(new Error(path));
});
// Unit tests share modules between files (isolate: false): a module both pages import (../api/*) keeps
// the mock of the file that loaded it first. The mock therefore reads this file's session at call
// time, set in beforeEach.
const testGlobals = globalThis as { arpaTestSession?: unknown };
const signedIn = { ready: true, loggedIn: true, login: vi.fn(), expire: vi.fn() };
vi.mock('../../../lib/session', () => ({
  useSession: () => (globalThis as { arpaTestSession?: unknown }).arpaTestSession,
}));

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiClientProvider client={fakeApiClient(api)}>
        <ToastProvider>
          <MemoryRouter initialEntries={['/pelattavat/raaputus/pelaa?purchase_amount=1']}>
            <Routes>
              <Route
                path="/pelattavat/:slug/pelaa"
                element={<PlayPage quickStop={<button type="button">Pikatauko</button>} />}
              />
              <Route path="*" element={<Location />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </ApiClientProvider>
    </SWRConfig>,
  );
}

const started = () => api.mock.calls.filter(([path]) => path === '/api/v1/lotteries/7/playable-games');

describe('/pelattavat/{slug}/pelaa: the reality check between games', () => {
  beforeEach(() => {
    testGlobals.arpaTestSession = signedIn;
    api.mockClear();
    due = true;
  });

  it('shows a due check before the game starts; "Jatka" records it and starts the game', async () => {
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Muistutus peliajasta' });
    expect(dialog).toHaveAccessibleDescription(/^Olet pelannut 1\sh 1\smin\./);
    expect(dialog).toHaveTextContent('Pelattu24,00 €Voitettu10,00 €Tulos−14,00 €');
    expect(started()).toHaveLength(0);
    expect(screen.queryByTitle('Raaputus')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Jatka' }));
    expect(api).toHaveBeenCalledWith('/api/v1/users/play-session/reality-check', {
      method: 'POST',
      body: {},
    });
    expect(await screen.findByTitle('Raaputus')).toBeInTheDocument();
    expect(started()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Lopeta" returns to the lottery page without starting a game', async () => {
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Muistutus peliajasta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lopeta' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pelattavat/raaputus');
    expect(started()).toHaveLength(0);
  });

  it('starts at once when no check is due, with the session and the quick stop beside the game', async () => {
    due = false;
    renderPage();
    expect(await screen.findByTitle('Raaputus')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Pelikerta' });
    expect(bar).toHaveTextContent('Tulos−14,00 €');
    expect(within(bar).getByRole('button', { name: 'Pikatauko' })).toBeInTheDocument();
    expect(within(bar).getByLabelText('Muistutus peliajasta')).toHaveValue('60');
  });
});
