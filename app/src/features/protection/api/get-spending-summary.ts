import { useApiRead } from '../../../lib/api-read';

/** GET /api/v1/users/spending-summary: deposited, spent, won and net this month and over 12 months. */
export function useSpendingSummary(enabled = true) {
  return useApiRead('GET /api/v1/users/spending-summary', enabled ? {} : null);
}
