import { useApiRead } from '../../../lib/api-read';

/** GET /api/v1/lotteries/by-slug/{slug}: a 404 is the page's own "not found" state, not a toast. */
export function usePlayableLottery(slug: string | undefined) {
  return useApiRead(
    'GET /api/v1/lotteries/by-slug/{slug}',
    slug ? { params: { slug }, silentStatuses: [404] } : null,
  );
}
