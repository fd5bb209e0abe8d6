import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The draw itself, as pure functions so that anyone holding a draw's record can repeat it
 * (docs/modules/extra-draw.md):
 * - the seed is 32 bytes from the operating system's cryptographic RNG, written as 64 hex characters;
 *   its commitment, SHA-256 of that text, is published when the draw is scheduled;
 * - every participating entry gets the score HMAC-SHA256(seed, entry id); entries are ranked by score
 *   (ties, practically impossible, by entry id);
 * - the winners are the first `count` entries in that ranking, skipping an entry whose person has
 *   already won, so a person wins at most once however many tickets they entered.
 */

export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function seedCommitment(seed: string): string {
  return sha256Hex(seed);
}

/** Fingerprint of who took part: the entry ids in ascending order, comma-separated, hashed. */
export function participantsDigest(entryIds: readonly number[]): string {
  return sha256Hex([...entryIds].sort((a, b) => a - b).join(','));
}

export interface Participant {
  entryId: number;
  /** Who the entry belongs to: a signed-in player, or an anonymous entrant by email. */
  person: string;
}

export function entryScore(seed: string, entryId: number): string {
  return createHmac('sha256', Buffer.from(seed, 'hex')).update(String(entryId)).digest('hex');
}

/** The winning entries, first place first. Fewer than `count` when fewer people took part. */
export function deriveWinners(
  seed: string,
  participants: readonly Participant[],
  count: number,
): Participant[] {
  const ranked = participants
    .map((participant) => ({ participant, score: entryScore(seed, participant.entryId) }))
    .sort((a, b) =>
      a.score < b.score ? -1 : a.score > b.score ? 1 : a.participant.entryId - b.participant.entryId,
    );
  const winners: Participant[] = [];
  const won = new Set<string>();
  for (const { participant } of ranked) {
    if (winners.length >= count) break;
    if (won.has(participant.person)) continue;
    won.add(participant.person);
    winners.push(participant);
  }
  return winners;
}
