import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountBalances } from './AccountBalances';
import { sampleAccounts } from './fixtures';

const NBSP = '\u00a0';

function valueOf(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('AccountBalances', () => {
  it('shows winnings, playable and total balances computed from the accounts', () => {
    render(<AccountBalances accounts={sampleAccounts} timeZone="Europe/Helsinki" />);
    // wins 1500 + 1000, bonus 500, extra_wins 250
    expect(valueOf('Voitot')).toBe(`32,50${NBSP}€`);
    // money 2000 + extra_wins 250 + game_currency 100
    expect(valueOf('Pelattava saldo')).toBe(`23,50${NBSP}€`);
    // playable 2350 + wins 2500
    expect(valueOf('Yhteensä')).toBe(`48,50${NBSP}€`);
  });

  it('lists ticket-series accounts with the Finnish lottery name and "Vanhenemispäivä"', () => {
    render(<AccountBalances accounts={sampleAccounts} timeZone="Europe/Helsinki" />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Kultakimpale (KK-2025)');
    expect(within(item).getByText('Vanhenemispäivä').nextElementSibling).toHaveTextContent(
      '31.12.2025 23:59',
    );
  });

  it('shows no ticket-series section without such accounts', () => {
    render(<AccountBalances accounts={[{ id: 1, variety: 'money', saldo: 0 }]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(valueOf('Yhteensä')).toBe(`0,00${NBSP}€`);
  });
});
