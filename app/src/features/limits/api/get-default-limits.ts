import { useApiRead } from '../../../lib/api-read';

/** GET /api/v1/users/default-limits: the largest value of each limit, shown as the maximum. */
export function useDefaultLimits() {
  return useApiRead('GET /api/v1/users/default-limits', {}, { revalidateOnFocus: false });
}
