import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';
import { endOfMonth, formatCountdown } from './monthEnd';

describe('endOfMonth', () => {
  it('is midnight at the start of the next month in Helsinki winter time (UTC+2)', () => {
    expect(endOfMonth(new Date('2025-01-15T12:00:00Z')).toISOString()).toBe('2025-01-31T22:00:00.000Z');
  });
  it('uses summer time (UTC+3) for a month that changes to it', () => {
    expect(endOfMonth(new Date('2025-03-29T22:00:00Z')).toISOString()).toBe('2025-03-31T21:00:00.000Z');
  });
  it('counts the Helsinki month, not the UTC one, around midnight', () => {
    // 31 Jan 22:30 UTC is already 1 Feb 00:30 in Helsinki.
    expect(endOfMonth(new Date('2025-01-31T22:30:00Z')).toISOString()).toBe('2025-02-28T22:00:00.000Z');
  });
  it('rolls December over into January of the next year', () => {
    expect(endOfMonth(new Date('2025-12-31T21:59:59Z')).toISOString()).toBe('2025-12-31T22:00:00.000Z');
  });
});

describe('formatCountdown', () => {
  it('shows days, hours, minutes and seconds', () => {
    expect(formatCountdown(((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000)).toBe('3 pv 04:05:06');
    expect(formatCountdown(999)).toBe('0 pv 00:00:00');
    expect(formatCountdown(-5000)).toBe('0 pv 00:00:00');
  });
  it('loses the hour that summer time skips', () => {
    const now = new Date('2025-03-29T22:00:00Z');
    expect(formatCountdown(endOfMonth(now).getTime() - now.getTime())).toBe('1 pv 23:00:00');
  });
});

describe('Countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-28T17:54:54Z'));
    render(<Countdown />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('3 pv 04:05:06');
    expect(timer).toHaveAccessibleName('Kuukautta jäljellä 3 pv 04:05:06');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('3 pv 04:05:05');
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('3 pv 04:04:05');
  });

  it('shows a fixed time for a fixed clock', () => {
    vi.useFakeTimers();
    render(<Countdown now={() => new Date('2025-01-31T21:59:00Z')} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('0 pv 00:01:00');
  });
});
