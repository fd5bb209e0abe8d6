import { describe, expect, it } from 'vitest';
import { clampDepositEuros, depositEurosFromQuery } from './deposit.ts';

describe('depositEurosFromQuery', () => {
  it('turns cents into euros, rounded up to whole euros', () => {
    expect(depositEurosFromQuery(2000)).toBe(20);
    expect(depositEurosFromQuery(10000)).toBe(100);
    expect(depositEurosFromQuery(1550)).toBe(16);
    expect(depositEurosFromQuery(2001)).toBe(21);
  });

  it('clamps to 10..100 euros', () => {
    expect(depositEurosFromQuery(0)).toBe(10);
    expect(depositEurosFromQuery(-500)).toBe(10);
    expect(depositEurosFromQuery(999)).toBe(10);
    expect(depositEurosFromQuery(10001)).toBe(100);
    expect(depositEurosFromQuery(250000)).toBe(100);
  });

  it('gives the minimum for a value that is not a number', () => {
    expect(depositEurosFromQuery(Number.NaN)).toBe(10);
  });
});

describe('clampDepositEuros', () => {
  it('keeps amounts within 10..100, with a comma or a dot', () => {
    expect(clampDepositEuros('10')).toEqual({ euros: 10 });
    expect(clampDepositEuros(' 55 ')).toEqual({ euros: 55 });
    expect(clampDepositEuros('15,50')).toEqual({ euros: 15.5 });
    expect(clampDepositEuros('99.99')).toEqual({ euros: 99.99 });
    expect(clampDepositEuros('100')).toEqual({ euros: 100 });
  });

  it('resets input that is not an amount to 10', () => {
    for (const bad of ['', 'abc', '1,2,3', '--20', '12,345', '1e2']) {
      expect(clampDepositEuros(bad), bad).toEqual({ euros: 10, problem: 'invalid' });
    }
  });

  it('resets below 10 to 10 and above 100 to 100', () => {
    expect(clampDepositEuros('9,99')).toEqual({ euros: 10, problem: 'belowMin' });
    expect(clampDepositEuros('0')).toEqual({ euros: 10, problem: 'belowMin' });
    expect(clampDepositEuros('-20')).toEqual({ euros: 10, problem: 'belowMin' });
    expect(clampDepositEuros('−5,5')).toEqual({ euros: 10, problem: 'belowMin' });
    expect(clampDepositEuros('100,01')).toEqual({ euros: 100, problem: 'aboveMax' });
    expect(clampDepositEuros('5000')).toEqual({ euros: 100, problem: 'aboveMax' });
  });
});
