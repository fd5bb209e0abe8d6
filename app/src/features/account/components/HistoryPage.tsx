import { Box, PagedList } from '@arpa/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/page-title';

interface PagedData<T> {
  items: T[];
  total: number;
  loadedCount: number;
  loading: boolean;
  loadMore: () => void;
}

export interface HistoryPageProps<T extends { id: number }> {
  title: string;
  list: PagedData<T>;
  emptyMessage: string;
  renderItem: (item: T) => ReactNode;
}

/** An account-area history: its heading and the paged list with "Lisää" (SPEC §2, §9). */
export function HistoryPage<T extends { id: number }>({
  title,
  list,
  emptyMessage,
  renderItem,
}: HistoryPageProps<T>) {
  usePageTitle(title);
  return (
    <Box as="section" display="flex" flexDirection="column" gap="medium" aria-labelledby="history-title">
      <h1 id="history-title">{title}</h1>
      <PagedList
        items={list.items}
        getKey={(item) => item.id}
        renderItem={renderItem}
        total={list.total}
        loadedCount={list.loadedCount}
        loading={list.loading}
        onLoadMore={list.loadMore}
        emptyMessage={emptyMessage}
        aria-label={title}
      />
    </Box>
  );
}
