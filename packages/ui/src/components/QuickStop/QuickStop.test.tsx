import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuickStop } from './QuickStop';

const now = () => new Date('2026-03-01T10:05:00Z');

describe('QuickStop', () => {
  it('confirms a 24-hour stop in a dialog that states its end, and closes once set', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    render(<QuickStop onConfirm={onConfirm} now={now} timeZone="Europe/Helsinki" />);
    await userEvent.click(screen.getByRole('button', { name: 'Pikatauko' }));
    const dialog = screen.getByRole('dialog', { name: 'Pikatauko' });
    expect(dialog).toHaveAccessibleDescription(
      'Pikatauko estää kaikki ostot ja saldon lisäykset 24 tunniksi, 02.03.2026 12:05 asti. Taukoa ei voi perua kesken.',
    );
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aseta pikatauko' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sets nothing when cancelled, and keeps the dialog open when setting fails', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new Error('403'));
    render(<QuickStop onConfirm={onConfirm} now={now} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pikatauko' }));
    await userEvent.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pikatauko' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aseta pikatauko' }));
    expect(screen.getByRole('dialog', { name: 'Pikatauko' })).toBeInTheDocument();
  });

  it('shows only the end of a running stop: it cannot be lifted', () => {
    render(<QuickStop onConfirm={vi.fn()} activeUntil="2026-03-02T10:05:00Z" timeZone="Europe/Helsinki" />);
    expect(screen.getByRole('status')).toHaveTextContent('Pikatauko 02.03.2026 12:05 asti');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
