import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiUrl } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
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

/** POST …/reminder/acknowledge: the player closed the reminder; the next one is due in 14 days. */
export function useAcknowledgeSummaryReminder() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const status = await api.call('POST /api/v1/users/spending-summary/reminder/acknowledge', { body: {} });
    await mutate(SUMMARY_REMINDER_PATH, status, { revalidate: false });
  }, [api, mutate]);
}
