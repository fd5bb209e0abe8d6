import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { AccountBalancesPage } from './AccountBalancesPage';

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
      <SWRConfig value={{ provider: () => new Map(), fetcher: async () => accounts }}>
        <AccountBalancesPage />
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
});
