import { useApiRead } from '../../../lib/api-read';

/** GET /api/v1/users/protection read for one flag: the operator requires own day and month limits first. */
export function useOwnLimitsRequired(): boolean {
  const { data } = useApiRead('GET /api/v1/users/protection', {});
  return data?.own_limits_required ?? false;
}
