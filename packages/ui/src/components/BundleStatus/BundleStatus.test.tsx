import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BundleStatus } from './BundleStatus';

// 28 Jan 2025 19:54:54 in Helsinki: 3 days 4 h 5 min 6 s before February.
const fixed = () => new Date('2025-01-28T17:54:54Z');

describe('BundleStatus', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the bundle with its price and the first-purchase discount while not bought', async () => {
    const onBuy = vi.fn();
    render(<BundleStatus state="notBought" size={5} price={500} discount={200} onBuy={onBuy} now={fixed} />);
    expect(screen.getByText(/Kuukausipaketissa on 5 arpaa hintaan 5,00\s€\./)).toBeInTheDocument();
    expect(screen.getByText(/Ensimmäisestä ostosta vähennetään 2,00\s€\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Osta kuukausipaketti' }));
    expect(onBuy).toHaveBeenCalledOnce();
    expect(screen.getByRole('timer')).toHaveAccessibleName('Kuukautta jäljellä 3 pv 04:05:06');
  });

  it('offers the rest of a bought bundle to play', () => {
    render(
      <BundleStatus state="unplayed" size={5} played={2} price={500} onPlay={() => undefined} now={fixed} />,
    );
    expect(screen.getByText('Tämän kuukauden paketista pelattu 2 / 5 arpaa.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pelaa paketin arvat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Osta kuukausipaketti' })).not.toBeInTheDocument();
  });

  it('counts down every second to the next bundle once all are played', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-31T21:59:50Z'));
    render(<BundleStatus state="allPlayed" size={5} price={500} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName('Seuraava paketti 0 pv 00:00:10');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('timer')).toHaveAccessibleName('Seuraava paketti 0 pv 00:00:07');
  });
});
