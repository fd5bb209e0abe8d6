import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { codeFieldsOf } from '@arpa/contract';
import { storedSecret } from '../../db/secrets.ts';
import type { Queryable } from './repository.ts';

/**
 * Ticket codes. Only a keyed hash of a ticket's codes is stored, so a copy of the database does not give
 * away the unclaimed winning codes; the key (TICKET_CODE_KEY) lives outside the tickets table.
 */

/**
 * The canonical form of a typed code: letters upper-cased, spaces and dashes dropped, so "ab12-cd34 ef56"
 * and "AB12CD34EF56" are the same code.
 */
export function normaliseCode(code: string | null | undefined): string {
  return (code ?? '')
    .normalize('NFKC')
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}

export interface TicketCodes {
  codeA: string;
  codeB: string;
}

/**
 * The codes of a ticket as the lottery's check type uses them; the field the type does not ask for is
 * ignored, so a client sending an extra field still finds the ticket.
 */
export function relevantCodes(
  codesCheckType: number,
  codes: { code_a?: string | null; code_b?: string | null },
) {
  const fields = codeFieldsOf(codesCheckType);
  return {
    codeA: fields === 'code_b' ? '' : normaliseCode(codes.code_a),
    codeB: fields === 'code_a' ? '' : normaliseCode(codes.code_b),
  } satisfies TicketCodes;
}

/** True when every code the check type asks for is present. */
export function hasRequiredCodes(codesCheckType: number, codes: TicketCodes): boolean {
  const fields = codeFieldsOf(codesCheckType);
  if (fields === 'code_b') return codes.codeB !== '';
  if (fields === 'code_a') return codes.codeA !== '';
  return codes.codeA !== '' && codes.codeB !== '';
}

/** Hex HMAC-SHA256 of the normalised codes; the separator keeps ("AB", "C") apart from ("A", "BC"). */
export function ticketCodeHash(key: string, codes: TicketCodes): string {
  return createHmac('sha256', keyObjectOf(key)).update(`${codes.codeA}\u0000${codes.codeB}`).digest('hex');
}

/** The key as a KeyObject, made once per key (a process has one or two): each code entry hashes with it. */
const keyObjects = new Map<string, KeyObject>();
function keyObjectOf(key: string): KeyObject {
  let keyObject = keyObjects.get(key);
  if (!keyObject) {
    if (keyObjects.size >= 8) keyObjects.clear();
    keyObjects.set(key, (keyObject = createSecretKey(key, 'utf8')));
  }
  return keyObject;
}

const secretName = 'ticket_code_key';

/**
 * The code key: TICKET_CODE_KEY when set, otherwise one generated on first start and kept in the database
 * (like the development CSRF key), so every process that shares the database hashes alike. Changing the
 * key makes every imported ticket unfindable: keep it as long as the tickets.
 */
export async function resolveTicketCodeKey(db: Queryable, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  return storedSecret(db, secretName);
}
