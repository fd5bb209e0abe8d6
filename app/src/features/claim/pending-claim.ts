import type { ClaimRequest } from '@arpa/contract';

/**
 * An unfinished logged-out result remembered for this tab only (issue 10, item 5): the lottery and the
 * codes, so that after sign-in the claim page presents them again and the player gets the same prize.
 * The prize belongs to the ticket, so re-presenting the codes is all it takes; the entry is removed once
 * used, when the claim finishes and when the player enters new codes.
 */
const KEY = 'arpa.pendingClaim';

export interface PendingClaim {
  slug: string;
  codes: ClaimRequest;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberPendingClaim(slug: string, codes: ClaimRequest): void {
  const body: ClaimRequest = {};
  if (codes.code_a) body.code_a = codes.code_a;
  if (codes.code_b) body.code_b = codes.code_b;
  try {
    storage()?.setItem(KEY, JSON.stringify({ slug, codes: body } satisfies PendingClaim));
  } catch {
    // A full or blocked storage only loses the carry-over; the codes can be entered again.
  }
}

/** The remembered claim of this lottery, if there is one. */
export function pendingClaimFor(slug: string): PendingClaim | undefined {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<PendingClaim>;
    if (parsed.slug !== slug || typeof parsed.codes !== 'object' || parsed.codes === null) return undefined;
    const { code_a, code_b } = parsed.codes;
    if (code_a !== undefined && typeof code_a !== 'string') return undefined;
    if (code_b !== undefined && typeof code_b !== 'string') return undefined;
    return { slug, codes: parsed.codes };
  } catch {
    return undefined;
  }
}

export function forgetPendingClaim(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
