import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Claim, OrderListing } from '@arpa/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { AccountEventsPage } from './AccountEventsPage';
import { ClaimsPage } from './ClaimsPage';
import { orderStateLabels, orderVarietyLabels } from './labels';
import { OrdersPage } from './OrdersPage';
import { PlayHistoryPage } from './PlayHistoryPage';
import { ApiClientProvider } from '../../../lib/api-context';
import { fakeApiClient } from '../../../lib/fake-api-client';

const api = vi.fn();

function event(id: number, variety = 'win', value = 1000) {
  return { id, variety, state: 'completed', value, timestamp: '2026-03-01T10:00:00Z', order: null };
}

function renderFresh(ui: React.ReactNode) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiClientProvider client={fakeApiClient(api)}>{ui}</ApiClientProvider>
    </SWRConfig>,
  );
}

describe('the account lists', () => {
  beforeEach(() => {
    api.mockReset();
  });

  it('load seven at a time, "Lisää" asks for offset 7, and a withdrawal shows negative', async () => {
    const all = [event(1, 'withdraw', 2500), ...Array.from({ length: 8 }, (_, i) => event(i + 2))];
    api.mockImplementation(async (path: string) => {
      const query = new URL(path, 'http://arpa.localhost').searchParams;
      const [limit, offset] = [Number(query.get('limit')), Number(query.get('offset'))];
      return { items: all.slice(offset, offset + limit), total: all.length };
    });
    renderFresh(<AccountEventsPage />);
    const list = await screen.findByRole('list', { name: 'Tilitapahtumat' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Nosto');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/\u221225,00\s€/);
    expect(api).toHaveBeenCalledWith('/api/v1/account-events?limit=7&offset=0');

    await userEvent.click(screen.getByRole('button', { name: 'Lisää' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(9));
    expect(api).toHaveBeenCalledWith('/api/v1/account-events?limit=7&offset=7');
    expect(screen.queryByRole('button', { name: 'Lisää' })).not.toBeInTheDocument();
  });

  it('names the order of a shop withdrawal: one row with its products and number', async () => {
    const lamp = { product_id: 3, names: [{ lang: 'fi', value: 'Lamppu' }], quantity: 2 };
    api.mockResolvedValue({
      items: [{ ...event(9, 'withdraw', 2000), order: { id: 12, products: [lamp] } }, event(1, 'win', 3000)],
      total: 2,
    });
    renderFresh(<AccountEventsPage />);
    const rows = within(await screen.findByRole('list', { name: 'Tilitapahtumat' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Nosto: Lamppu × 2')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Tilaus 12');
    expect(rows[0]).toHaveTextContent(/\u221220,00\s€/);
    expect(within(rows[1]!).getByText('Voitto')).toBeInTheDocument();
    expect(rows[1]).not.toHaveTextContent('Tilaus');
  });

  it('shows a row that moved to the next page only once', async () => {
    const pages = [
      { items: Array.from({ length: 7 }, (_, i) => event(i + 1)), total: 9 },
      { items: [event(7), event(8), event(9)], total: 10 },
    ];
    api.mockImplementation(
      async (path: string) =>
        pages[Number(new URL(path, 'http://arpa.localhost').searchParams.get('offset')) / 7],
    );
    renderFresh(<AccountEventsPage />);
    const list = await screen.findByRole('list', { name: 'Tilitapahtumat' });
    await userEvent.click(screen.getByRole('button', { name: 'Lisää' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(9));
  });

  it('shows the empty message', async () => {
    api.mockResolvedValue({ items: [], total: 0 });
    renderFresh(<AccountEventsPage />);
    expect(await screen.findByText('Ei tapahtumia')).toBeInTheDocument();
  });

  it('shows "Ei pelejä" without a toast when the play history route is not there', async () => {
    api.mockImplementation(async () => {
      throw new ApiRequestError(404, { code: 'not_found' }, '404', 'not_found');
    });
    renderFresh(<PlayHistoryPage />);
    expect(await screen.findByText('Ei pelejä')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      '/api/v1/playable-tickets/states?limit=7&offset=0',
      expect.objectContaining({ silentStatuses: [404] }),
    );
  });
});

const fi = (value: string) => [{ lang: 'fi', value }];

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
    lottery_id: 1,
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
  beforeEach(() => api.mockReset());

  it('names every order type and its prize or product, with the chosen option and a gift code', async () => {
    api.mockResolvedValue({
      items: [
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
      ],
      total: 4,
    });
    renderFresh(<OrdersPage />);
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

  it('has a Finnish label for every order type and state', () => {
    for (const label of [...Object.values(orderVarietyLabels), ...Object.values(orderStateLabels)])
      expect(label).toMatch(/^[A-ZÄÖ][a-zäö ]+$/);
  });
});

describe('Voittohistoria', () => {
  beforeEach(() => api.mockReset());

  it('names the prize of each ticket, and "Ei voittoa" for a ticket without a win', async () => {
    api.mockResolvedValue({
      items: [
        claim(1, { product_names: fi('10 euron voitto'), product_value: 1000 }),
        claim(2, { product_names: fi('Termospullo'), product_option_names: fi('Sininen'), claimed: false }),
        claim(3, {}),
      ],
      total: 3,
    });
    renderFresh(<ClaimsPage />);
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
