import type { BonusListResponse, DepositBonusCampaign } from '@arpa/contract';
import useSWR from 'swr';
import { useApi } from '../../../lib/api-context';

export const DEPOSIT_CAMPAIGN_PATH = '/api/v1/bonus-campaigns/deposit';
export const BONUSES_PATH = '/api/v1/accounts/bonus/self';

/** GET /api/v1/bonus-campaigns/deposit: whether a deposit bonus is on offer. */
export function useDepositCampaign() {
  const api = useApi();
  return useSWR(DEPOSIT_CAMPAIGN_PATH, (path: string) => api<DepositBonusCampaign>(path));
}

/** GET /api/v1/accounts/bonus/self (signed in only): the player's bonuses and `deposit_bonus_received`. */
export function useBonuses() {
  const api = useApi();
  return useSWR(BONUSES_PATH, (path: string) => api<BonusListResponse>(path));
}
