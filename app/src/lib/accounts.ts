import type { AccountsResponse } from '@arpa/contract';
import useSWR from 'swr';

/** The SWR key of the balances; the Header revalidates it when Voittokauppa or Oma tili is chosen. */
export const ACCOUNTS_PATH = '/api/v1/accounts/self';

/** GET /api/v1/accounts/self: the player's balance accounts. */
export function useAccounts() {
  return useSWR<AccountsResponse>(ACCOUNTS_PATH);
}
