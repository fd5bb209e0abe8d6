import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../../lib/config';
import { AccountBalancesPage } from './AccountBalancesPage';
import { ApiClientProvider } from '../../../lib/api-context';
import { fakeApiClient } from '../../../lib/fake-api-client';

const fi = (value: string) => [{ lang: 'fi', value }];

describe('Tilisaldot', () => {
  it('lists each ticket-series account with its lottery, series, saldo and Vanhenemispäivä', async () => {
    const accounts = {
      items: [
        { id: 1, variety: 'wins', saldo: 500, lottery: null, ticket_series: null },
        {
          id: 2,
          variety: 'wins',
          saldo: 1000,
          lottery: { names: fi('Ässä-arpa') },
          ticket_series: { alias: 'ASSA-2025', user_account_validity_end: '2030-12-31T21:59:00Z' },
        },
      ],
      total: 2,
    };
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ApiClientProvider client={fakeApiClient(async () => accounts)}>
          <AccountBalancesPage />
        </ApiClientProvider>
      </SWRConfig>,
    );
    const balances = await screen.findByRole('region', { name: 'Saldot' });
    const row = within(balances).getByRole('listitem');
    expect(row).toHaveTextContent('Ässä-arpa (ASSA-2025)');
    expect(row).toHaveTextContent(/10,00\s€/);
    expect(within(row).getByText('Vanhenemispäivä').nextElementSibling).toHaveTextContent(
      /^31\.12\.2030 \d\d:\d\d$/,
    );
  });

  describe('with playable tickets on', () => {
    afterEach(() => {
      config.playableTicketsEnabled = false;
    });

    it('shows the playable balance part by part: money, extra wins, game currency', async () => {
      config.playableTicketsEnabled = true;
      const accounts = {
        items: [
          { id: 1, variety: 'money', saldo: 1800, lottery: null, ticket_series: null },
          { id: 2, variety: 'extra_wins', saldo: 250, lottery: null, ticket_series: null },
          { id: 3, variety: 'wins', saldo: 500, lottery: null, ticket_series: null },
        ],
        total: 3,
      };
      render(
        <SWRConfig value={{ provider: () => new Map() }}>
          <ApiClientProvider client={fakeApiClient(async () => accounts)}>
            <AccountBalancesPage />
          </ApiClientProvider>
        </SWRConfig>,
      );
      const parts = await screen.findByRole('region', { name: 'Pelisaldon osat' });
      expect(within(parts).getByText('Raha').nextElementSibling).toHaveTextContent(/^18,00\s€$/);
      expect(within(parts).getByText('Lisävoitot').nextElementSibling).toHaveTextContent(/^2,50\s€$/);
      expect(within(parts).getByText('Pelivaluutta').nextElementSibling).toHaveTextContent(/^0,00\s€$/);
    });

    it('is not shown while the flag is off', async () => {
      render(
        <SWRConfig value={{ provider: () => new Map() }}>
          <ApiClientProvider client={fakeApiClient(async () => ({ items: [], total: 0 }))}>
            <AccountBalancesPage />
          </ApiClientProvider>
        </SWRConfig>,
      );
      await screen.findByRole('region', { name: 'Saldot' });
      expect(screen.queryByRole('region', { name: 'Pelisaldon osat' })).not.toBeInTheDocument();
    });
  });
});
