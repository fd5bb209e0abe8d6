import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BalanceBar } from './BalanceBar';

describe('BalanceBar', () => {
  it('shows the balance in euros from cents and links to adding balance', () => {
    render(<BalanceBar saldo={2050} />);
    // Intl's no-break spaces keep the amount on one line.
    expect(screen.getByText(/^Saldosi:/).textContent).toBe('Saldosi: 20,50\u00a0€');
    expect(screen.getByRole('link', { name: 'Lisää saldoa' })).toHaveAttribute('href', '/tili/lisaa-saldoa');
  });
});
