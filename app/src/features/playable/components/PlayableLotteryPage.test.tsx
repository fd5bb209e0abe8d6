import type { Lottery } from '@arpa/contract';
import { ToastProvider } from '@arpa/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayableLotteryPage } from './PlayableLotteryPage';
import { ApiClientProvider } from '../../../lib/api-context';
import { fakeApiClient } from '../../../lib/fake-api-client';

const lottery: Lottery = {
  id: 8,
  slug: 'kuukausiarpa',
  names: [{ lang: 'fi', value: 'Kuukausiarpa' }],
  descriptions: [{ lang: 'fi', value: 'Viiden arvan paketti kerran kuukaudessa.' }],
  images: [],
  hidden: false,
  index: 20,
  quick_claim_enabled: false,
  extra_lottery_enabled: false,
  codes_check_type: 1,
  tags: [],
  show_balance: true,
  playable_lottery_address: 'http://127.0.0.1:8081/',
  playable_ticket_prices: [{ price: 100 }],
  playable_ticket_bundle_size: 5,
  playable_ticket_discount: 200,
  playable_ticket_purchase_variety: 2,
};

const answers = new Map<string, unknown>();
const api = vi.fn((path: string) =>
  answers.has(path) ? Promise.resolve(answers.get(path)) : Promise.reject(new Error(path)),
);
// Unit tests share modules between files (isolate: false): a module both pages import (../api/*) keeps
// the mock of the file that loaded it first. The mock therefore reads this file's session at call
// time, set in beforeEach.
const testGlobals = globalThis as { arpaTestSession?: unknown };
const session = { ready: true, loggedIn: true, login: vi.fn() };
vi.mock('../../../lib/session', () => ({
  useSession: () => (globalThis as { arpaTestSession?: unknown }).arpaTestSession,
}));

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiClientProvider client={fakeApiClient(api)}>
        <ToastProvider>
          <MemoryRouter initialEntries={['/pelattavat/kuukausiarpa']}>
            <Routes>
              <Route
                path="/pelattavat/:slug"
                element={<PlayableLotteryPage now={() => new Date('2025-01-28T17:54:54Z')} />}
              />
              <Route path="*" element={<Location />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </ApiClientProvider>
    </SWRConfig>,
  );
}

function answer(
  bundle: { amount: number; played_amount: number }[],
  unplayed: number,
  discountUsed: boolean,
) {
  answers.clear();
  answers.set('/api/v1/lotteries/by-slug/kuukausiarpa', lottery);
  answers.set('/api/v1/lotteries/8/playable-ticket-bundles?current_month=true', { items: bundle });
  answers.set('/api/v1/playable-tickets?state=purchased&lottery_id=8', {
    playable_tickets: Array.from({ length: unplayed }, (_, id) => ({ id, played: false })),
    discount_used: discountUsed,
  });
  answers.set('/api/v1/accounts/self', { items: [{ id: 1, variety: 'money', saldo: 50 }], total: 1 });
}

describe('/pelattavat/{slug}', () => {
  beforeEach(() => {
    testGlobals.arpaTestSession = session;
    session.loggedIn = true;
    session.login.mockReset();
  });

  it('offers a new player the bundle with the first-purchase discount, and the balance to add', async () => {
    answer([], 0, false);
    renderPage();
    expect(await screen.findByText(/Kuukausipaketissa on 5 arpaa hintaan 5,00\s€\./)).toBeInTheDocument();
    expect(screen.getAllByText(/Ensimmäisestä ostosta vähennetään 2,00\s€\./).length).toBeGreaterThan(0);
    expect(await screen.findByText(/Saldosi: 0,50\s€/)).toBeInTheDocument();
    // A ticket costs 1 €, the discount 2 €: nothing needs adding.
    expect(screen.getByRole('link', { name: 'Lisää saldoa' })).toHaveAttribute('href', '/tili/lisaa-saldoa');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Kuukautta jäljellä 3 pv 04:05:06');
    await userEvent.click(screen.getByRole('button', { name: 'Osta kuukausipaketti' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/pelattavat/kuukausiarpa/pelaa?purchase_amount=5&ticket_price=100&bundle=true',
    );
  });

  it('offers unplayed tickets, and after the month’s bundle counts down to the next one', async () => {
    answer([{ amount: 5, played_amount: 5 }], 2, true);
    renderPage();
    expect(await screen.findByText('Sinulla on 2 ostettua pelaamatonta arpaa.')).toBeInTheDocument();
    expect(
      await screen.findByText(/Olet pelannut tämän kuukauden paketin\. Seuraavan paketin voit ostaa/),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName('Seuraava paketti 3 pv 04:05:06');
    expect(screen.queryByText(/Ensimmäisestä ostosta vähennetään/)).not.toBeInTheDocument();
    // 1 € ticket, 0,50 € balance: the add-balance link asks for the 0,50 € missing.
    expect(screen.getByRole('link', { name: 'Lisää saldoa' })).toHaveAttribute(
      'href',
      '/tili/lisaa-saldoa?amount=50',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pelaa ostetut arvat' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/pelattavat/kuukausiarpa/pelaa?purchase_amount=1&ticket_price=100',
    );
  });

  it('plays the unplayed tickets of a lottery that sells only bundles through a bundle game', async () => {
    answer([{ amount: 5, played_amount: 2 }], 3, true);
    answers.set('/api/v1/lotteries/by-slug/kuukausiarpa', {
      ...lottery,
      playable_ticket_purchase_variety: 1,
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pelaa paketin arvat' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/pelattavat/kuukausiarpa/pelaa?purchase_amount=5&ticket_price=100&bundle=true',
    );
  });

  it('lets a visitor try the demo, and asks them to sign in to buy', async () => {
    session.loggedIn = false;
    answer([], 0, false);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Osta arpa/ }));
    expect(session.login).toHaveBeenCalledOnce();
    expect(screen.queryByText(/Saldosi/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kokeile ilmaiseksi' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/pelattavat/kuukausiarpa/pelaa?demo_game=true&purchase_amount=1&ticket_price=100',
    );
  });
});
