import { orderStates, type Claim, type OrderListing, type OrderState } from '@arpa/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer, reply, type FakeRequest } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { AccountEventsPage } from './AccountEventsPage';
import { ClaimsPage } from './ClaimsPage';
import { OrdersPage } from './OrdersPage';
import { PlayHistoryPage } from './PlayHistoryPage';

// The unit project shares modules between files (isolate: false): a module another file loaded under its
// vi.mock of lib/session or lib/cart would keep that mock here. This file starts from fresh app modules.
vi.hoisted(() => vi.resetModules());

const fi = (value: string) => [{ lang: 'fi', value }];

function event(id: number, variety = 'win', value = 1000) {
  return { id, variety, state: 'completed', value, timestamp: '2026-03-01T10:00:00Z', order: null };
}

/** A paged list as the server answers it (SPEC §3): `limit` rows from `offset`, and the total. */
function pagedList(path: string, rows: () => unknown[]) {
  return createFakeServer().on('GET', path, ({ query }: FakeRequest) => {
    const limit = Number(query.get('limit'));
    const offset = Number(query.get('offset'));
    const all = rows();
    return { items: all.slice(offset, offset + limit), total: all.length };
  });
}

const pagesAsked = (requests: FakeRequest[]) => requests.map((r) => `${r.query}`);

describe('the account lists', () => {
  it('load seven at a time, "Lisää" asks for the next seven, and a withdrawal shows negative', async () => {
    const all = [event(1, 'withdraw', 2500), ...Array.from({ length: 8 }, (_, i) => event(i + 2))];
    const server = pagedList('/api/v1/account-events', () => all);
    await renderApp(<AccountEventsPage />, { url: '/tili/tilitapahtumat', server });
    const list = await screen.findByRole('list', { name: 'Tilitapahtumat' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('Nosto');
    expect(rows[0]).toHaveTextContent(/\u221225,00\s€/);

    await userEvent.click(screen.getByRole('button', { name: 'Lisää' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(9));
    expect(screen.queryByRole('button', { name: 'Lisää' })).not.toBeInTheDocument();
    expect(pagesAsked(server.requestsTo('GET', '/api/v1/account-events'))).toEqual([
      'limit=7&offset=0',
      'limit=7&offset=7',
    ]);
  });

  it('names the order of a shop withdrawal: one row with its products and number', async () => {
    const lamp = { product_id: 3, names: fi('Lamppu'), quantity: 2 };
    const server = pagedList('/api/v1/account-events', () => [
      { ...event(9, 'withdraw', 2000), order: { id: 12, products: [lamp] } },
      event(1, 'win', 3000),
    ]);
    await renderApp(<AccountEventsPage />, { url: '/tili/tilitapahtumat', server });
    const rows = within(await screen.findByRole('list', { name: 'Tilitapahtumat' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Nosto: Lamppu × 2')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Tilaus 12');
    expect(rows[0]).toHaveTextContent(/\u221220,00\s€/);
    expect(within(rows[1]!).getByText('Voitto')).toBeInTheDocument();
    expect(rows[1]).not.toHaveTextContent('Tilaus');
  });

  it('shows a row that moved to the next page only once', async () => {
    // A new event arrived between the two pages: row 7 is now the first of the second page.
    const pages = [
      { items: Array.from({ length: 7 }, (_, i) => event(i + 1)), total: 9 },
      { items: [event(7), event(8), event(9)], total: 10 },
    ];
    const server = createFakeServer().on(
      'GET',
      '/api/v1/account-events',
      ({ query }) => pages[Number(query.get('offset')) / 7],
    );
    await renderApp(<AccountEventsPage />, { url: '/tili/tilitapahtumat', server });
    const list = await screen.findByRole('list', { name: 'Tilitapahtumat' });
    await userEvent.click(screen.getByRole('button', { name: 'Lisää' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(9));
  });

  it('shows the empty message', async () => {
    const server = pagedList('/api/v1/account-events', () => []);
    await renderApp(<AccountEventsPage />, { url: '/tili/tilitapahtumat', server });
    expect(await screen.findByText('Ei tapahtumia')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lisää' })).not.toBeInTheDocument();
  });

  it('shows "Ei pelejä" and no error when the server has no play history route (playable tickets off)', async () => {
    const server = createFakeServer().on('GET', '/api/v1/playable-tickets/states', () =>
      reply(404, { code: 'not_found' }),
    );
    await renderApp(<PlayHistoryPage />, { url: '/tili/pelihistoria', server });
    expect(await screen.findByText('Ei pelejä')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/api/v1/playable-tickets/states')).toHaveLength(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says so in a red toast when a list cannot be read', async () => {
    const server = createFakeServer().on('GET', '/api/v1/account-events', () =>
      reply(500, { code: 'unknown_error' }),
    );
    await renderApp(<AccountEventsPage />, { url: '/tili/tilitapahtumat', server });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tuntematon virhe.');
  });
});

function order(
  id: number,
  variety: OrderListing['variety'],
  name: string,
  extra: Partial<OrderListing> = {},
) {
  return {
    id,
    variety,
    products: [{ product_id: id, names: fi(name), quantity: 1 }],
    state: 'finished',
    value: 2490,
    created_at: '2026-03-01T10:00:00Z',
    ...extra,
  } as OrderListing;
}

function claim(id: number, extra: Partial<Claim>): Claim {
  return {
    id,
    lottery_names: fi('Ässä-arpa'),
    ticket_series_alias: 'ASSA-2025',
    claimed: true,
    product_value: null,
    prize_code: null,
    product_names: null,
    product_option_names: null,
    created_at: '2026-03-01T10:00:00Z',
    ...extra,
  } as Claim;
}

describe('Tilaukset', () => {
  it('names every order type and its prize or product, with the chosen option and a gift code', async () => {
    const server = pagedList('/api/v1/orders', () => [
      order(1, 'claim_order', 'Termospullo', {
        products: [{ product_id: 1, names: fi('Termospullo'), quantity: 1, option_names: fi('Punainen') }],
        state: 'waiting_for_delivery',
      }),
      order(2, 'gift_order', 'Ristikkolehtipaketti', { prize_code: 'LAHJA-123', state: 'delivered' }),
      order(3, 'prize_order', 'Kylpylaloma', { state: 'waiting_for_claim_commit' }),
      order(4, 'shop_order', 'Kahvipaketti', {
        products: [{ product_id: 4, names: fi('Kahvipaketti'), quantity: 2 }],
        state: 'cancelled',
      }),
    ]);
    await renderApp(<OrdersPage />, { url: '/tili/tilaukset', server });
    const list = await screen.findByRole('list', { name: 'Tilaukset' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Termospullo (Punainen)');
    expect(rows[0]).toHaveTextContent('Voiton lunastus');
    expect(rows[0]).toHaveTextContent('Odottaa toimitusta');
    expect(rows[1]).toHaveTextContent('Ristikkolehtipaketti');
    expect(rows[1]).toHaveTextContent('Lahjakoodi');
    expect(rows[1]).toHaveTextContent('Voittokoodi LAHJA-123');
    expect(rows[1]).toHaveTextContent('Toimitettu');
    expect(rows[2]).toHaveTextContent('Kylpylaloma');
    expect(rows[2]).toHaveTextContent('Palkintotilaus');
    expect(rows[2]).toHaveTextContent('Odottaa lunastusta');
    expect(rows[3]).toHaveTextContent('Kahvipaketti × 2');
    expect(rows[3]).toHaveTextContent('Voittokaupan tilaus');
    expect(rows[3]).toHaveTextContent('Peruttu');
  });

  it('shows every order state in Finnish', async () => {
    const states: Record<OrderState, string> = {
      waiting: 'Odottaa',
      cancelled: 'Peruttu',
      finished: 'Valmis',
      delivered: 'Toimitettu',
      waiting_for_claim_commit: 'Odottaa lunastusta',
      waiting_for_delivery: 'Odottaa toimitusta',
    };
    const server = pagedList('/api/v1/orders', () =>
      orderStates.map((state, index) => order(index + 1, 'shop_order', 'Kahvipaketti', { state })),
    );
    await renderApp(<OrdersPage />, { url: '/tili/tilaukset', server });
    const list = await screen.findByRole('list', { name: 'Tilaukset' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(orderStates.length);
    orderStates.forEach((state, index) => {
      expect(rows[index]).toHaveTextContent(states[state]);
      expect(rows[index]).not.toHaveTextContent(state);
    });
  });
});

describe('Voittohistoria', () => {
  it('names the prize of each ticket, and "Ei voittoa" for a ticket without a win', async () => {
    const server = pagedList('/api/v1/claims', () => [
      claim(1, { product_names: fi('10 euron voitto'), product_value: 1000 }),
      claim(2, { product_names: fi('Termospullo'), product_option_names: fi('Sininen'), claimed: false }),
      claim(3, {}),
    ]);
    await renderApp(<ClaimsPage />, { url: '/tili/voittohistoria', server });
    const list = await screen.findByRole('list', { name: 'Voittohistoria' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('10 euron voitto');
    expect(rows[0]).toHaveTextContent('Ässä-arpa');
    expect(rows[0]).toHaveTextContent('ASSA-2025');
    expect(rows[1]).toHaveTextContent('Termospullo (Sininen)');
    expect(rows[2]).toHaveTextContent('Ei voittoa');
    expect(rows[2]).toHaveTextContent('Ässä-arpa');
  });
});
