import { describe, expect, it } from 'vitest';
import { formatPlayTime } from './formatPlayTime';

describe('formatPlayTime', () => {
  it.each([
    [0, '0\u00a0min'],
    [59_999, '0\u00a0min'],
    [45 * 60_000, '45\u00a0min'],
    [60 * 60_000, '1\u00a0h'],
    [65 * 60_000 + 30_000, '1\u00a0h 5\u00a0min'],
    [-5, '0\u00a0min'],
  ])('%i ms is "%s"', (ms, text) => {
    expect(formatPlayTime(ms)).toBe(text);
  });
});
