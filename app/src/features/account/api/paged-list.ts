import {
  LIST_PAGE_SIZE,
  type ApiCalls,
  type ApiResponse,
  type ListResponse,
  type PageQuery,
} from '@arpa/contract';
import useSWRInfinite from 'swr/infinite';
import type { ApiCallArgs } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import type { ApiReadCall } from '../../../lib/api-read';

/** The reads of the call map that answer a list a page at a time (`?limit=&offset=`). */
export type PagedCall = {
  [C in ApiReadCall]: ApiCalls[C] extends { query: PageQuery; response: ListResponse<{ id: number }> }
    ? C
    : never;
}[ApiReadCall];

/** The rows of a paged call's list. */
export type PagedItem<C extends PagedCall> =
  ApiResponse<C> extends ListResponse<infer T extends { id: number }> ? T : never;

export interface PagedListOptions {
  /** Statuses that show no toast (the list just stays empty). */
  silentStatuses?: readonly number[];
}

/**
 * An account list read a page at a time (SPEC §9): `limit=7`, each next page at offset +7, rows
 * de-duplicated by id (a row that moved to a later page while paging shows once).
 */
export function usePagedList<C extends PagedCall>(call: C, options: PagedListOptions = {}) {
  const api = useApi();
  const path = call.slice('GET '.length);
  const { data, error, size, setSize, isLoading } = useSWRInfinite<
    ListResponse<PagedItem<C>>,
    unknown,
    (index: number, previous: ListResponse<PagedItem<C>> | null) => [string, number] | null
  >(
    (index, previous) => {
      const offset = index * LIST_PAGE_SIZE;
      if (previous && offset >= previous.total) return null;
      return [path, offset];
    },
    async ([, offset]) => {
      const args = [
        { query: { limit: LIST_PAGE_SIZE, offset }, silentStatuses: options.silentStatuses },
      ] as unknown as ApiCallArgs<C>;
      return (await api.call(call, ...args)) as unknown as ListResponse<PagedItem<C>>;
    },
    { revalidateFirstPage: false },
  );
  const pages = data ?? [];
  const seen = new Set<number>();
  const items = pages
    .flatMap((page) => page.items)
    .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  const last = pages.at(-1);
  const loadedCount = last ? (pages.length - 1) * LIST_PAGE_SIZE + last.items.length : 0;
  const loading = error === undefined && (isLoading || pages.length < size);
  return {
    items,
    total: last?.total ?? 0,
    loadedCount,
    loading,
    error,
    loadMore: () => void setSize(size + 1),
  };
}
