import { useApiRead } from '../../../lib/api-read';

/**
 * GET /api/v2/accounts/deposit/pending: the player's deposit still open at the bank, if any (it holds the
 * deposit limit's headroom until it is paid, cancelled or expires).
 */
export function usePendingDeposit(enabled: boolean) {
  return useApiRead('GET /api/v2/accounts/deposit/pending', enabled ? {} : null);
}
