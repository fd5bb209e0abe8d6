import { usePagedList } from './paged-list';

/**
 * GET /api/v1/playable-tickets/states: the play history. While playable tickets are off the server may
 * not have the route; its 404 shows no toast, only the empty list.
 */
export function usePlayableTicketStates() {
  return usePagedList('GET /api/v1/playable-tickets/states', { silentStatuses: [404] });
}
