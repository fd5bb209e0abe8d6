import type { DefaultLimit } from '@arpa/contract';
import useSWR from 'swr';

/** GET /api/v1/users/default-limits: the largest value of each limit, shown as the maximum. */
export function useDefaultLimits() {
  return useSWR<DefaultLimit[]>('/api/v1/users/default-limits', { revalidateOnFocus: false });
}
