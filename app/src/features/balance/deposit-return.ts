/**
 * Where a player goes back to after a deposit (a game that ran out of balance, issue 16). The bank's
 * return address is the server's and carries only the payment, so the way back waits in this tab's
 * sessionStorage from the deposit's start until the bank sends the player back; a deposit started without
 * one clears it, so an old game is never offered after an unrelated deposit.
 */
const KEY = 'arpa.depositReturn';

export function rememberDepositReturn(path: string | undefined): void {
  try {
    if (path) sessionStorage.setItem(KEY, path);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the success page simply offers no way back.
  }
}

/** The stored way back, unchecked: the caller validates it before offering it as a link. */
export function storedDepositReturn(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
