import { describe, expect, it } from 'vitest';
import { formatEuroInput } from './depositAmount';

describe('formatEuroInput', () => {
  it('writes whole euros plainly and cents with a comma', () => {
    expect(formatEuroInput(20)).toBe('20');
    expect(formatEuroInput(15.5)).toBe('15,50');
  });
});
