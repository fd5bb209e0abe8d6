import { describe, expect, it } from 'vitest';
import { isValidPersonalCode, personalCodeCheckCharacter, testPersons } from './personal-code.ts';

describe('Finnish personal identity code', () => {
  it('accepts the population register example and the test persons', () => {
    // The Digital and Population Data Services Agency's published example.
    expect(isValidPersonalCode('131052-308T')).toBe(true);
    for (const person of testPersons) expect(isValidPersonalCode(person.personalIdentityCode)).toBe(true);
  });

  it('uses the individual number range 900–999 for every test person', () => {
    for (const person of testPersons) {
      expect(Number(person.personalIdentityCode.slice(7, 10))).toBeGreaterThanOrEqual(900);
    }
  });

  it('accepts the century signs of 2023', () => {
    // Born 2000 or later: A–F; 1900s: - and U–Y.
    const check = personalCodeCheckCharacter('010105999');
    for (const sign of 'ABCDEF') expect(isValidPersonalCode(`010105${sign}999${check}`)).toBe(true);
    for (const sign of '-UVWXY') expect(isValidPersonalCode(`010170${sign}999R`)).toBe(true);
  });

  it('refuses a wrong check character, an impossible date and a malformed code', () => {
    expect(isValidPersonalCode('131052-308U')).toBe(false);
    expect(isValidPersonalCode('310252-308T')).toBe(false);
    expect(isValidPersonalCode('290201A999T')).toBe(false); // 2001 was not a leap year (check character right)
    expect(isValidPersonalCode('131052 308T')).toBe(false);
    expect(isValidPersonalCode('131052-308t')).toBe(false); // callers normalise first
    expect(isValidPersonalCode('')).toBe(false);
  });
});
