import { useApiRead } from '../../../lib/api-read';

/** GET /api/v1/users/limits read for the play pause only: when the running pause ends, or null. */
export function usePlayPauseEnd(): string | null {
  const { data } = useApiRead('GET /api/v1/users/limits', {});
  return data?.find((limit) => limit.variety === 'play_pause')?.ends_at ?? null;
}
