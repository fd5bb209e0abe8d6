import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlayPause } from './PlayPause';

describe('PlayPause', () => {
  it('offers a day, a week and a month and sets the chosen one in minutes', async () => {
    const onSetPause = vi.fn();
    render(<PlayPause onSetPause={onSetPause} />);
    const button = screen.getByRole('button', { name: 'Aseta pelitauko' });
    expect(button).toBeDisabled();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '1440',
      '10080',
      '43200',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: '1 viikko' }));
    await userEvent.click(button);
    expect(onSetPause).toHaveBeenCalledWith(10080);
    screen.getByRole('radio', { name: '1 viikko' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(button);
    expect(onSetPause).toHaveBeenLastCalledWith(43200);
  });

  it('shows the end of a running pause in DD.MM.YYYY HH:mm local time', () => {
    render(<PlayPause onSetPause={vi.fn()} pausedUntil="2026-03-01T10:05:00Z" timeZone="Europe/Helsinki" />);
    expect(screen.getByRole('status')).toHaveTextContent('Pelitauko päättyy 01.03.2026 12:05');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reports the choice when controlled', async () => {
    const onValueChange = vi.fn();
    render(<PlayPause onSetPause={vi.fn()} value={1440} onValueChange={onValueChange} />);
    expect(screen.getByRole('radio', { name: '1 vuorokausi' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '1 kuukausi' }));
    expect(onValueChange).toHaveBeenCalledWith(43200);
    expect(screen.getByRole('radio', { name: '1 vuorokausi' })).toBeChecked();
  });
});
