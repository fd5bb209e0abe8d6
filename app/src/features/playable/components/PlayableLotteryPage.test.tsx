import type { Lottery } from '@arpa/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer, type FakeServer } from '../../../test/fake-server';
import { renderApp, type TestPlayer } from '../../../test/render-app';
import { PlayableLotteryPage } from './PlayableLotteryPage';

// The unit project shares modules between files (isolate: false): a module another file loaded under its
// vi.mock of lib/session would keep that mock here. This file starts from fresh app modules.
vi.hoisted(() => vi.resetModules());

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

/** The play page the buttons lead to, with the query the game is started from. */
function PlayPageAddress() {
  const location = useLocation();
  return <output aria-label="Pelisivu">{`${location.pathname}${location.search}`}</output>;
}

/** The lottery, the player's bundle this month, their bought unplayed tickets and a 0,50 € balance. */
function playServer(
  bundle: { amount: number; played_amount: number }[],
  unplayed: number,
  discountUsed: boolean,
  shown: Lottery = lottery,
): FakeServer {
  return createFakeServer()
    .on('GET', '/api/v1/lotteries/by-slug/kuukausiarpa', () => shown)
    .on('GET', '/api/v1/lotteries/8/playable-ticket-bundles', ({ query }) =>
      query.get('current_month') === 'true' ? { items: bundle } : undefined,
    )
    .on('GET', '/api/v1/playable-tickets', ({ query }) =>
      query.get('state') === 'purchased' && query.get('lottery_id') === '8'
        ? {
            playable_tickets: Array.from({ length: unplayed }, (_, id) => ({ id, played: false })),
            discount_used: discountUsed,
          }
        : undefined,
    )
    .on('GET', '/api/v1/accounts/self', () => ({
      items: [{ id: 1, variety: 'money', saldo: 50, lottery: null, ticket_series: null }],
      total: 1,
    }));
}

async function renderPage(server: FakeServer, player?: TestPlayer | null, identityArrives?: Promise<void>) {
  return renderApp(<PlayableLotteryPage now={() => new Date('2025-01-28T17:54:54Z')} />, {
    url: '/pelattavat/kuukausiarpa',
    path: '/pelattavat/:slug',
    routes: { '/pelattavat/:slug/pelaa': <PlayPageAddress /> },
    server,
    player,
    identityArrives,
  });
}

describe('/pelattavat/{slug}', () => {
  it('offers to buy only once the session is known: a signed-in player is not sent to sign in again', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { identity, server } = await renderPage(playServer([], 0, true), undefined, arrived);
    await vi.waitFor(() =>
      expect(server.requestsTo('GET', '/api/v1/lotteries/by-slug/kuukausiarpa')).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Osta arpa/ })).not.toBeInTheDocument();

    arrive();
    await userEvent.click(await screen.findByRole('button', { name: 'Osta arpa (1,00\u00a0€)' }));
    expect(await screen.findByRole('status', { name: 'Pelisivu' })).toHaveTextContent(
      '/pelattavat/kuukausiarpa/pelaa',
    );
    expect(identity.signinRedirect).not.toHaveBeenCalled();
  });

  it('offers a new player the bundle with the first-purchase discount, and the balance to add', async () => {
    await renderPage(playServer([], 0, false));
    expect(await screen.findByText(/Kuukausipaketissa on 5 arpaa hintaan 5,00\s€\./)).toBeInTheDocument();
    expect(screen.getAllByText(/Ensimmäisestä ostosta vähennetään 2,00\s€\./).length).toBeGreaterThan(0);
    expect(await screen.findByText(/Saldosi: 0,50\s€/)).toBeInTheDocument();
    // A ticket costs 1 €, the discount 2 €: nothing needs adding.
    expect(screen.getByRole('link', { name: 'Lisää saldoa' })).toHaveAttribute('href', '/tili/lisaa-saldoa');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Kuukautta jäljellä 3 pv 04:05:06');
    await userEvent.click(screen.getByRole('button', { name: 'Osta kuukausipaketti' }));
    expect(screen.getByRole('status', { name: 'Pelisivu' })).toHaveTextContent(
      '/pelattavat/kuukausiarpa/pelaa?purchase_amount=5&ticket_price=100&bundle=true',
    );
  });

  it('offers unplayed tickets, and after the month’s bundle counts down to the next one', async () => {
    await renderPage(playServer([{ amount: 5, played_amount: 5 }], 2, true));
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
    expect(screen.getByRole('status', { name: 'Pelisivu' })).toHaveTextContent(
      '/pelattavat/kuukausiarpa/pelaa?purchase_amount=1&ticket_price=100',
    );
  });

  it('plays the unplayed tickets of a lottery that sells only bundles through a bundle game', async () => {
    await renderPage(
      playServer([{ amount: 5, played_amount: 2 }], 3, true, {
        ...lottery,
        playable_ticket_purchase_variety: 1,
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pelaa paketin arvat' }));
    expect(screen.getByRole('status', { name: 'Pelisivu' })).toHaveTextContent(
      '/pelattavat/kuukausiarpa/pelaa?purchase_amount=5&ticket_price=100&bundle=true',
    );
  });

  it('lets a visitor try the demo, and asks them to sign in to buy', async () => {
    const { identity, server } = await renderPage(playServer([], 0, false), null);
    await userEvent.click(await screen.findByRole('button', { name: /^Osta arpa/ }));
    expect(identity.signinRedirect).toHaveBeenCalledOnce();
    // A visitor has no bundle, tickets or balance to read.
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v1/lotteries/by-slug/kuukausiarpa']);
    expect(screen.queryByText(/Saldosi/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kokeile ilmaiseksi' }));
    expect(screen.getByRole('status', { name: 'Pelisivu' })).toHaveTextContent(
      '/pelattavat/kuukausiarpa/pelaa?demo_game=true&purchase_amount=1&ticket_price=100',
    );
  });
});
