import { apiUrl } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-read';

export const CODE_SUBMISSIONS_PATH = apiUrl('GET /api/v1/users/code-submissions');

/** GET /api/v1/users/code-submissions: this month's code submissions of the signed-in player and the cap. */
export function useCodeSubmissions(enabled: boolean) {
  return useApiRead('GET /api/v1/users/code-submissions', enabled ? {} : null);
}
