import type { SpendingSummary } from '@arpa/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SpendingSummaryReminder } from './SpendingSummaryReminder';
import { ApiClientProvider } from '../../../lib/api-context';
import { fakeApiClient } from '../../../lib/fake-api-client';

const api = vi.fn();

const totals = (deposited: number) => ({
  from: '2026-11-01T00:00:00Z',
  deposited,
  spent: 1500,
  won: 500,
  net: -1000,
});
const summary: SpendingSummary = { this_month: totals(2000), last_12_months: totals(12_000) };
let due: boolean;

function renderReminder() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiClientProvider client={fakeApiClient(api)}>
        <SpendingSummaryReminder />
      </ApiClientProvider>
    </SWRConfig>,
  );
}

describe('SpendingSummaryReminder', () => {
  beforeEach(() => {
    api.mockReset();
    due = true;
    api.mockImplementation(async (path: string, init?: { method?: string }) => {
      if (path === '/api/v1/users/spending-summary/reminder') return { due, due_at: '2026-11-20T10:00:00Z' };
      if (path === '/api/v1/users/spending-summary') return summary;
      if (path === '/api/v1/users/spending-summary/reminder/acknowledge' && init?.method === 'POST')
        return { due: false, due_at: '2026-12-07T10:00:00Z' };
      throw new Error(`unexpected ${path}`);
    });
  });

  it('shows the summary when due and records "Selvä" as acknowledged', async () => {
    renderReminder();
    const dialog = await screen.findByRole('dialog', { name: 'Pelaamisesi yhteenveto' });
    expect(dialog).toHaveTextContent('Muistutamme kahden viikon välein');
    expect(screen.getByRole('row', { name: /^Talletettu/ })).toHaveTextContent(/^Talletettu20,00\s€/);
    expect(screen.getByRole('row', { name: /^Talletettu/ })).toHaveTextContent(/120,00\s€$/);
    expect(screen.getByRole('row', { name: /^Nettotulos/ })).toHaveTextContent(/^Nettotulos\u221210,00\s€/);

    await userEvent.click(screen.getByRole('button', { name: 'Selvä' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/v1/users/spending-summary/reminder/acknowledge', {
        method: 'POST',
        body: {},
      }),
    );
  });

  it('closing with Escape counts as acknowledging too', async () => {
    renderReminder();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/api/v1/users/spending-summary/reminder/acknowledge',
        expect.anything(),
      ),
    );
  });

  it('shows nothing, and loads no summary, when the reminder is not due', async () => {
    due = false;
    renderReminder();
    await waitFor(() => expect(api).toHaveBeenCalledWith('/api/v1/users/spending-summary/reminder'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('/api/v1/users/spending-summary');
  });
});
