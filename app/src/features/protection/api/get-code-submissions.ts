import type { CodeSubmissions } from '@arpa/contract';
import useSWR from 'swr';

export const CODE_SUBMISSIONS_PATH = '/api/v1/users/code-submissions';

/** GET /api/v1/users/code-submissions: this month's code submissions of the signed-in player and the cap. */
export function useCodeSubmissions(enabled: boolean) {
  return useSWR<CodeSubmissions>(enabled ? CODE_SUBMISSIONS_PATH : null);
}
