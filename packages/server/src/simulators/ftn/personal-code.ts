/**
 * The Finnish personal identity code (henkilötunnus): DDMMYY, a century sign, a three-digit individual
 * number and a check character. Individual numbers 900–999 are never given to real people, so every
 * test person of the simulator uses one of them.
 */

const checkCharacters = '0123456789ABCDEFHJKLMNPRSTUVWXY';

const centuries: Record<string, number> = {
  '+': 1800,
  '-': 1900,
  U: 1900,
  V: 1900,
  W: 1900,
  X: 1900,
  Y: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

const shape = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/;

/** Upper-case without surrounding spaces: the spelling that is checked and hashed. */
export function normalisePersonalCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The check character of the date digits and individual number (`DDMMYYNNN`). */
export function personalCodeCheckCharacter(digits: string): string {
  return checkCharacters[Number(digits) % 31];
}

/** True for a well-formed code of a real calendar date whose check character matches. */
export function isValidPersonalCode(code: string): boolean {
  const match = shape.exec(code);
  if (!match) return false;
  const [, day, month, year, sign, individual, check] = match;
  const fullYear = centuries[sign] + Number(year);
  const date = new Date(Date.UTC(fullYear, Number(month) - 1, Number(day)));
  const realDate =
    date.getUTCFullYear() === fullYear &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  if (!realDate || Number(individual) < 2) return false;
  return personalCodeCheckCharacter(`${day}${month}${year}${individual}`) === check;
}

export interface TestPerson {
  /** All first names, as the population register gives them. */
  givenName: string;
  familyName: string;
  personalIdentityCode: string;
}

/** The people the simulator's test page offers; their individual numbers are in the 900–999 test range. */
export const testPersons: readonly TestPerson[] = [
  { givenName: 'Maija Liisa', familyName: 'Meikäläinen', personalIdentityCode: '150390-9919' },
  { givenName: 'Matti Johannes', familyName: 'Virtanen', personalIdentityCode: '010170-999R' },
  { givenName: 'Aino Sofia', familyName: 'Korhonen', personalIdentityCode: '250100A9984' },
  { givenName: 'Väinö Ilmari', familyName: 'Nieminen', personalIdentityCode: '311280-999J' },
];
