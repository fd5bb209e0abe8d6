import { apiUrl } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-read';

export const SUMMARY_REMINDER_PATH = apiUrl('GET /api/v1/users/spending-summary/reminder');

/**
 * GET /api/v1/users/spending-summary/reminder: whether the spending summary's 14-day reminder is due.
 * Asked once per app start (and sign-in), never again while the app runs.
 */
export function useSummaryReminder(enabled = true) {
  return useApiRead('GET /api/v1/users/spending-summary/reminder', enabled ? {} : null, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
}
