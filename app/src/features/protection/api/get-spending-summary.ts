import type { SpendingSummary } from '@arpa/contract';
import useSWR from 'swr';

/** GET /api/v1/users/spending-summary: deposited, spent, won and net this month and over 12 months. */
export function useSpendingSummary(enabled = true) {
  return useSWR<SpendingSummary>(enabled ? '/api/v1/users/spending-summary' : null);
}
