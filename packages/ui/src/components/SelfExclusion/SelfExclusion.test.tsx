import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelfExclusion } from './SelfExclusion';

describe('SelfExclusion', () => {
  it('sets the chosen length only after the confirmation', async () => {
    const onExclude = vi.fn().mockResolvedValue(undefined);
    render(<SelfExclusion onExclude={onExclude} />);
    const submit = screen.getByRole('button', { name: 'Aseta pelikielto' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /6 kuukautta/ }));
    await userEvent.click(submit);
    const dialog = screen.getByRole('dialog', { name: 'Vahvista pelikielto' });
    expect(dialog).toHaveAccessibleDescription(
      'Asetatko pelikiellon (6 kuukautta)? Sitä ei voi perua eikä lyhentää.',
    );
    expect(onExclude).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vahvista pelikielto' }));
    expect(onExclude).toHaveBeenCalledWith(6);
  });

  it('sends null for an indefinite exclusion', async () => {
    const onExclude = vi.fn();
    render(<SelfExclusion onExclude={onExclude} />);
    await userEvent.click(screen.getByRole('radio', { name: /Toistaiseksi/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Aseta pelikielto' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Vahvista pelikielto' }),
    );
    expect(onExclude).toHaveBeenCalledWith(null);
  });

  it('shows a running exclusion’s end and offers the lift request only for an indefinite one', async () => {
    const onRequestLift = vi.fn();
    const { rerender } = render(
      <SelfExclusion
        onExclude={vi.fn()}
        onRequestLift={onRequestLift}
        timeZone="Europe/Helsinki"
        active={{
          from: '2026-01-15T10:00:00Z',
          until: '2026-04-15T09:00:00Z',
          indefinite: false,
          lift_requested_at: null,
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Pelikielto on voimassa 15.04.2026 12:00 asti.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <SelfExclusion
        onExclude={vi.fn()}
        onRequestLift={onRequestLift}
        timeZone="Europe/Helsinki"
        active={{ from: '2026-01-15T10:00:00Z', until: null, indefinite: true, lift_requested_at: null }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Pelikielto on voimassa toistaiseksi.');
    await userEvent.click(screen.getByRole('button', { name: 'Pyydä pelikiellon päättämistä' }));
    expect(onRequestLift).toHaveBeenCalled();
  });
});
