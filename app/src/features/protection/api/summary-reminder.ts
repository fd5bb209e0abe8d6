import type { ApiResponse } from '@arpa/contract';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useApi } from '../../../lib/api-context';

export const SUMMARY_REMINDER_PATH = '/api/v1/users/spending-summary/reminder';
type SummaryReminder = ApiResponse<'GET /api/v1/users/spending-summary/reminder'>;

/**
 * GET /api/v1/users/spending-summary/reminder: whether the spending summary's 14-day reminder is due.
 * Asked once per app start (and sign-in), never again while the app runs.
 */
export function useSummaryReminder(enabled = true) {
  return useSWR<SummaryReminder>(enabled ? SUMMARY_REMINDER_PATH : null, {
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
    const status = await api<SummaryReminder>(`${SUMMARY_REMINDER_PATH}/acknowledge`, {
      method: 'POST',
      body: {},
    });
    await mutate(SUMMARY_REMINDER_PATH, status, { revalidate: false });
  }, [api, mutate]);
}
