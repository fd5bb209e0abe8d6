import { useApiRead } from '../../../lib/api-read';

/**
 * GET /api/v1/lotteries/by-slug/{slug}, keyed by the path as every read is, so a server-rendered page's
 * embedded answer fills it. A 404 is the page's own "not found" state, not a toast.
 */
export function useLottery(slug: string | undefined) {
  return useApiRead(
    'GET /api/v1/lotteries/by-slug/{slug}',
    slug ? { params: { slug }, silentStatuses: [404] } : null,
  );
}
