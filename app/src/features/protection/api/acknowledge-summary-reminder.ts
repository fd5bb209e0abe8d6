import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { SUMMARY_REMINDER_PATH } from './summary-reminder';

/** POST …/reminder/acknowledge: the player closed the reminder; the next one is due in 14 days. */
export function acknowledgeSummaryReminder(api: ApiClient) {
  return api.call('POST /api/v1/users/spending-summary/reminder/acknowledge', { body: {} });
}

export function useAcknowledgeSummaryReminder() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useSWRMutation('POST /api/v1/users/spending-summary/reminder/acknowledge', async () => {
    const status = await acknowledgeSummaryReminder(api);
    await mutate(SUMMARY_REMINDER_PATH, status, { revalidate: false });
  });
}
