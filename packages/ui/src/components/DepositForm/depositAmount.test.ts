import { describe, expect, it } from 'vitest';
import { amountFromQuery, clampDepositAmount, formatEuroInput } from './depositAmount';

describe('amountFromQuery', () => {
  it('turns cents into euros', () => {
    expect(amountFromQuery(2000)).toBe(20);
    expect(amountFromQuery(10000)).toBe(100);
  });

  it('rounds up to whole euros', () => {
    expect(amountFromQuery(1550)).toBe(16);
    expect(amountFromQuery(2001)).toBe(21);
  });

  it('clamps to 10..100', () => {
    expect(amountFromQuery(0)).toBe(10);
    expect(amountFromQuery(-500)).toBe(10);
    expect(amountFromQuery(999)).toBe(10);
    expect(amountFromQuery(10001)).toBe(100);
    expect(amountFromQuery(250000)).toBe(100);
  });

  it('gives the minimum for a value that is not a number', () => {
    expect(amountFromQuery(Number.NaN)).toBe(10);
  });
});

describe('clampDepositAmount', () => {
  it('keeps amounts within 10..100, with a comma or a dot', () => {
    expect(clampDepositAmount('10')).toEqual({ euros: 10 });
    expect(clampDepositAmount(' 55 ')).toEqual({ euros: 55 });
    expect(clampDepositAmount('15,50')).toEqual({ euros: 15.5 });
    expect(clampDepositAmount('99.99')).toEqual({ euros: 99.99 });
    expect(clampDepositAmount('100')).toEqual({ euros: 100 });
  });

  it('resets invalid input to 10 with "Virheellinen syöte"', () => {
    for (const bad of ['', 'abc', '1,2,3', '-20', '12,345', '1e2']) {
      expect(clampDepositAmount(bad)).toEqual({ euros: 10, message: 'Virheellinen syöte' });
    }
  });

  it('resets below 10 to 10 and above 100 to 100', () => {
    expect(clampDepositAmount('9,99')).toEqual({ euros: 10, message: 'Pienin summa on 10 €' });
    expect(clampDepositAmount('0')).toEqual({ euros: 10, message: 'Pienin summa on 10 €' });
    expect(clampDepositAmount('100,01')).toEqual({ euros: 100, message: 'Suurin summa on 100 €' });
    expect(clampDepositAmount('5000')).toEqual({ euros: 100, message: 'Suurin summa on 100 €' });
  });
});

describe('formatEuroInput', () => {
  it('writes whole euros plainly and cents with a comma', () => {
    expect(formatEuroInput(20)).toBe('20');
    expect(formatEuroInput(15.5)).toBe('15,50');
  });
});
