import { LIST_PAGE_SIZE, type ListResponse } from '@arpa/contract';
import useSWRInfinite from 'swr/infinite';
import { useApi } from '../../../lib/api-context';

export interface PagedListOptions {
  /** Statuses that show no toast (the list just stays empty). */
  silentStatuses?: readonly number[];
}

/**
 * An account list read a page at a time (SPEC §9): `limit=7`, each next page at offset +7, rows
 * de-duplicated by id (a row that moved to a later page while paging shows once).
 */
export function usePagedList<T extends { id: number }>(path: string, options: PagedListOptions = {}) {
  const api = useApi();
  const { data, error, size, setSize, isLoading } = useSWRInfinite<
    ListResponse<T>,
    unknown,
    (index: number, previous: ListResponse<T> | null) => [string, number] | null
  >(
    (index, previous) => {
      const offset = index * LIST_PAGE_SIZE;
      if (previous && offset >= previous.total) return null;
      return [path, offset];
    },
    ([listPath, offset]) =>
      api<ListResponse<T>>(listPath, {
        query: { limit: LIST_PAGE_SIZE, offset },
        silentStatuses: options.silentStatuses,
      }),
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
