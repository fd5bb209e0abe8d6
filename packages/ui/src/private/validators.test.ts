import { describe, expect, it } from 'vitest';
import {
  emailValidator,
  phoneValidator,
  integerValidator,
  isInteger,
  isPostalCode,
  postalCodeValidator,
  requiredValidator,
  validateValue,
} from './validators';

describe('requiredValidator', () => {
  it('rejects empty and blank values with "Puuttuva arvo"', () => {
    const required = requiredValidator();
    expect(required('')).toBe('Puuttuva arvo');
    expect(required('   ')).toBe('Puuttuva arvo');
    expect(required('Maija')).toBeUndefined();
  });

  it('takes an overriding message', () => {
    expect(requiredValidator('Pakollinen')('')).toBe('Pakollinen');
  });
});

describe('integerValidator', () => {
  const integer = integerValidator();
  it('accepts whole numbers and leaves empty values to the required rule', () => {
    expect(integer('42')).toBeUndefined();
    expect(integer(' 7 ')).toBeUndefined();
    expect(integer('-3')).toBeUndefined();
    expect(integer('')).toBeUndefined();
  });

  it('rejects decimals and text with "Ei kokonaisluku"', () => {
    expect(integer('1,5')).toBe('Ei kokonaisluku');
    expect(integer('1.5')).toBe('Ei kokonaisluku');
    expect(integer('abc')).toBe('Ei kokonaisluku');
    expect(integer('1e3')).toBe('Ei kokonaisluku');
    expect(isInteger('12a')).toBe(false);
  });
});

describe('postalCodeValidator', () => {
  const postalCode = postalCodeValidator();
  it('accepts exactly five digits, including leading zeros', () => {
    expect(postalCode('00100')).toBeUndefined();
    expect(postalCode('99999')).toBeUndefined();
    expect(isPostalCode('20780')).toBe(true);
  });

  it('rejects other lengths and characters with "Virheellinen postinumero"', () => {
    for (const bad of ['0010', '001000', '0010a', '00 100', '-0100']) {
      expect(postalCode(bad)).toBe('Virheellinen postinumero');
    }
    expect(postalCode('')).toBeUndefined();
  });
});

describe('validateValue', () => {
  it('returns the first failing rule in order', () => {
    const rules = [requiredValidator(), postalCodeValidator()];
    expect(validateValue('', rules)).toBe('Puuttuva arvo');
    expect(validateValue('123', rules)).toBe('Virheellinen postinumero');
    expect(validateValue('12345', rules)).toBeUndefined();
  });
});

describe('emailValidator', () => {
  it('passes an address and an empty value; says "Virheellinen sähköpostiosoite" for anything else', () => {
    const email = emailValidator();
    expect(email('')).toBeUndefined();
    expect(email(' maija@example.fi ')).toBeUndefined();
    for (const bad of ['a@b', 'maija@', 'maija example.fi', 'maija@example .fi']) {
      expect(email(bad), bad).toBe('Virheellinen sähköpostiosoite');
    }
  });
});

describe('phoneValidator', () => {
  it('passes a phone number and an empty value; says "Virheellinen puhelinnumero" for anything else', () => {
    const phone = phoneValidator();
    expect(phone('')).toBeUndefined();
    for (const good of ['0401234567', '+358 40 123 4567', '(09) 123-456'])
      expect(phone(good), good).toBeUndefined();
    for (const bad of ['1', 'DROP TABLE', 'abc<script>', '040 123 45x']) {
      expect(phone(bad), bad).toBe('Virheellinen puhelinnumero');
    }
  });
});
