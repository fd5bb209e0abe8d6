import { apiUrl } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-read';

export const LIMITS_PATH = apiUrl('GET /api/v1/users/limits');

/** GET /api/v1/users/limits: the player's own limits and pause. */
export function useLimits() {
  return useApiRead('GET /api/v1/users/limits', {});
}
