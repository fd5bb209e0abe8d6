import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a code read aloud or copied from an SMS survives.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function group(length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A gift prize's code, e.g. `RISTI-7KQM-X3PA` (40 bits of randomness). */
export function generatePrizeCode(): string {
  return `RISTI-${group(4)}-${group(4)}`;
}
