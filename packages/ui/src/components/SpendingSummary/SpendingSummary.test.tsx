import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpendingSummary } from './SpendingSummary';

describe('SpendingSummary', () => {
  it('shows each sum in euros under its period, the net result signed', () => {
    render(
      <SpendingSummary
        thisMonth={{ deposited: 5000, spent: 1500, won: 1000, net: -500 }}
        last12Months={{ deposited: 700000, spent: 2200, won: 3500, net: 1300 }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Pelaamisesi yhteenveto' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(
      within(row('Talletettu'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['50,00\u00a0€', '7\u00a0000,00\u00a0€']);
    expect(within(row('Nettotulos')).getAllByRole('cell')[0]).toHaveTextContent(/^[-−]5,00\s€$/);
    expect(within(table).getByRole('columnheader', { name: 'Tämä kuukausi' })).toBeInTheDocument();
  });
});
