import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaySessionBar } from './PlaySessionBar';

afterEach(() => {
  vi.useRealTimers();
});

describe('PlaySessionBar', () => {
  it('shows the session time and net result, and moves the time on by itself', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:47:00Z') });
    render(<PlaySessionBar startedAt="2026-03-01T10:05:00Z" net={-600} />);
    const bar = screen.getByRole('region', { name: 'Pelikerta' });
    expect(bar).toHaveTextContent('Peliaika42 min');
    expect(bar).toHaveTextContent('Tulos−6,00 €');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(bar).toHaveTextContent('Peliaika43 min');
  });

  it('shows 0 min without a running session', () => {
    render(<PlaySessionBar startedAt={null} net={0} />);
    expect(screen.getByRole('region', { name: 'Pelikerta' })).toHaveTextContent('Peliaika0 minTulos0,00 €');
  });

  it('lets the player choose the reminder interval, and holds the quick stop', async () => {
    const onChange = vi.fn();
    render(
      <PlaySessionBar
        startedAt={null}
        net={0}
        realityCheckMinutes={60}
        onRealityCheckMinutesChange={onChange}
        actions={<button type="button">Pikatauko</button>}
      />,
    );
    const select = screen.getByLabelText('Muistutus peliajasta');
    expect(select).toHaveValue('60');
    await userEvent.selectOptions(select, '30 min välein');
    expect(onChange).toHaveBeenCalledWith(30);
    expect(screen.getByRole('button', { name: 'Pikatauko' })).toBeInTheDocument();
  });
});
