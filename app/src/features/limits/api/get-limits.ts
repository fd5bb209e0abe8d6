import type { Limit } from '@arpa/contract';
import useSWR from 'swr';

export const LIMITS_PATH = '/api/v1/users/limits';

/** GET /api/v1/users/limits: the player's own limits and pause. */
export function useLimits() {
  return useSWR<Limit[]>(LIMITS_PATH);
}
