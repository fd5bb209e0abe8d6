import { useApiRead } from '../../../lib/api-read';

/** GET /api/v1/bonus-campaigns/deposit: whether a deposit bonus is on offer. */
export function useDepositCampaign() {
  return useApiRead('GET /api/v1/bonus-campaigns/deposit', {});
}

/** GET /api/v1/accounts/bonus/self (signed in only): the player's bonuses and `deposit_bonus_received`. */
export function useBonuses() {
  return useApiRead('GET /api/v1/accounts/bonus/self', {});
}
