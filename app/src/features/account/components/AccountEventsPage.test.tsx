import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { AccountEventsPage } from './AccountEventsPage';
import { PlayHistoryPage } from './PlayHistoryPage';

const api = vi.fn();
vi.mock('../../../lib/api-context', () => ({ useApi: () => api }));

function event(id: number, variety = 'win', value = 1000) {
  return { id, variety, state: 'completed', value, timestamp: '2026-03-01T10:00:00Z' };
}

function renderFresh(ui: React.ReactNode) {
  render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
}

describe('the account lists', () => {
  beforeEach(() => {
    api.mockReset();
  });

  it('load seven at a time, "Lisää" asks for offset 7, and a withdrawal shows negative', async () => {
    const all = [event(1, 'withdraw', 2500), ...Array.from({ length: 8 }, (_, i) => event(i + 2))];
    api.mockImplementation(
      async (_path: string, { query }: { query: { limit: number; offset: number } }) => ({
        items: all.slice(query.offset, query.offset + query.limit),
        total: all.length,
      }),
    );
    renderFresh(<AccountEventsPage />);
    const list = await screen.findByRole('list', { name: 'Tilitapahtumat' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Nosto');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/\u221225,00\s€/);
    expect(api).toHaveBeenCalledWith(
      '/api/v1/account-events',
      expect.objectContaining({ query: { limit: 7, offset: 0 } }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Lisää' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(9));
    expect(api).toHaveBeenCalledWith(
      '/api/v1/account-events',
      expect.objectContaining({ query: { limit: 7, offset: 7 } }),
    );
    expect(screen.queryByRole('button', { name: 'Lisää' })).not.toBeInTheDocument();
  });

  it('shows a row that moved to the next page only once', async () => {
    const pages = [
      { items: Array.from({ length: 7 }, (_, i) => event(i + 1)), total: 9 },
      { items: [event(7), event(8), event(9)], total: 10 },
    ];
    api.mockImplementation(
      async (_path: string, { query }: { query: { offset: number } }) => pages[query.offset / 7],
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
      '/api/v1/playable-tickets/states',
      expect.objectContaining({ silentStatuses: [404] }),
    );
  });
});
