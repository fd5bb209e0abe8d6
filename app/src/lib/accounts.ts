import type { SWRConfiguration } from 'swr';
import type { AccountsResponse } from '@arpa/contract';
import { apiUrl } from './api-client';
import { useApiRead } from './api-read';

/** The SWR key of the balances; the Header revalidates it when Voittokauppa or Oma tili is chosen. */
export const ACCOUNTS_PATH = apiUrl('GET /api/v1/accounts/self');

/** GET /api/v1/accounts/self: the player's balance accounts (`enabled` false: not read). */
export function useAccounts(enabled = true, config?: SWRConfiguration<AccountsResponse>) {
  return useApiRead('GET /api/v1/accounts/self', enabled ? {} : null, config);
}
