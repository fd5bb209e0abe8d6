import { usePagedList } from './paged-list';

/** GET /api/v1/account-events: deposits, wins, withdrawals and the other ledger events. */
export function useAccountEvents() {
  return usePagedList('GET /api/v1/account-events');
}
