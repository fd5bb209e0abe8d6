import type { Key, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './PagedList.css';

export interface PagedListProps<T> {
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item; the index by default. */
  getKey?: (item: T, index: number) => Key;
  /** The server's `total` of the list. */
  total: number;
  /** Items loaded so far (offset of the last page + its items); `items.length` by default. */
  loadedCount?: number;
  /** Loads the next page; the app asks for `limit=LIST_PAGE_SIZE` (the contract's) at `offset + LIST_PAGE_SIZE`. */
  onLoadMore?: () => void;
  /** A page is on its way: a spinner shows and "Lisää" does nothing. */
  loading?: boolean;
  /** Shown when the list is empty: 'Ei tapahtumia', 'Ei pelejä', 'Ei tilauksia' or 'Ei voittoja'. */
  emptyMessage: string;
  loadMoreLabel?: string;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

/**
 * An account-area list loaded a page at a time: the items, a "Lisää" button while more remain on the
 * server, a spinner while a page loads and the empty message when there is nothing to show.
 * The button stays focusable while loading (`aria-disabled`), so keyboard focus is not lost.
 */
export function PagedList<T>({
  items,
  renderItem,
  getKey = (_item, index) => index,
  total,
  loadedCount = items.length,
  onLoadMore,
  loading = false,
  emptyMessage,
  loadMoreLabel = 'Lisää',
  'aria-label': ariaLabel,
}: PagedListProps<T>) {
  // SPEC §9: "Lisää" hides when total <= offset plus loaded items, i.e. when everything is loaded.
  const more = total > loadedCount;
  if (items.length === 0 && !loading) {
    return <p className={styles.empty}>{emptyMessage}</p>;
  }
  return (
    <div className={styles.root} aria-busy={loading || undefined}>
      {items.length > 0 && (
        <ul className={styles.list} aria-label={ariaLabel}>
          {items.map((item, index) => (
            <li key={getKey(item, index)} className={styles.item}>
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      )}
      {(more || loading) && (
        <div className={styles.more}>
          {more && items.length > 0 && (
            <Button
              variant="secondary"
              aria-disabled={loading || undefined}
              onClick={() => {
                if (!loading) onLoadMore?.();
              }}
            >
              {loadMoreLabel}
            </Button>
          )}
          {loading && <Spinner />}
        </div>
      )}
    </div>
  );
}
