/**
 * Where a player started strong identification from, for this tab only. SPEC §4 returns every
 * identification to /tili?auth=…; a player who had to identify on the add-balance page (for instance sent
 * there by a game that ran out of balance, with the amount and the way back in its address) is then taken
 * back to that page once /tili has said "Tunnistautumistiedot päivitetty", instead of being left on /tili.
 * Only the add-balance page opened by a game (its address names the way back) is remembered; every other
 * identification ends on /tili as before.
 */
const KEY = 'arpa.identificationReturn';
const ADD_BALANCE = '/tili/lisaa-saldoa';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The add-balance page's address when it carries a game's way back (`redirect=`, with the amount the game
 * needs), else undefined: identification started anywhere else ends on /tili as SPEC §4 says.
 */
function addBalanceAddress(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const [path, query = ''] = value.split('?', 2);
  return path === ADD_BALANCE && new URLSearchParams(query).has('redirect') ? value : undefined;
}

export function rememberIdentificationReturn(address: string): void {
  try {
    const kept = addBalanceAddress(address);
    if (kept) storage()?.setItem(KEY, kept);
    else storage()?.removeItem(KEY);
  } catch {
    // Without storage the player simply stays on /tili after identifying.
  }
}

/** The remembered address, once: it is forgotten as it is read. */
export function takeIdentificationReturn(): string | undefined {
  try {
    const value = storage()?.getItem(KEY);
    storage()?.removeItem(KEY);
    return addBalanceAddress(value);
  } catch {
    return undefined;
  }
}
