import { BANKS } from '@arpa/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BankPicker } from './BankPicker';

describe('BankPicker', () => {
  it('offers the ten banks by display name in the spec order', () => {
    render(<BankPicker />);
    // The names a player sees, in the order SPEC §2 lists the banks; the ids sent are the contract's.
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Nordea',
      'OP',
      'Danske Bank',
      'Ålandsbanken',
      'Handelsbanken',
      'S-Pankki',
      'Aktia',
      'POP Pankki',
      'Säästöpankki',
      'Oma Säästöpankki',
    ]);
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([...BANKS]);
    expect(screen.getByRole('radio', { name: 'OP' })).toHaveAttribute('value', 'osuuspankki');
    expect(screen.getByRole('radio', { name: 'Oma Säästöpankki' })).toHaveAttribute('value', 'omasp');
  });

  it('reports the chosen bank id and moves with arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<BankPicker onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Aktia' }));
    expect(onValueChange).toHaveBeenLastCalledWith('aktia');
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('pop');
  });

  it('shows the missing-method message on the group', () => {
    render(<BankPicker error="Valitse maksutapa" />);
    expect(screen.getByRole('group', { name: 'Maksutapa' })).toHaveAccessibleDescription('Valitse maksutapa');
  });
});
