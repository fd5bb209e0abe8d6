import { useControllableState } from '@radix-ui/react-use-controllable-state';
import * as styles from './Pager.css';
import { pagerItems } from './pagerItems';

export interface PagerProps {
  /** Number of pages (the shop's `meta.page_count`). */
  pageCount: number;
  /** Current page from 1 (controlled). */
  value?: number;
  /** Initial page from 1 (uncontrolled). */
  defaultValue?: number;
  onValueChange?: (page: number) => void;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page button, e.g. "Sivu 3". */
  pageLabel?: (page: number) => string;
}

/**
 * The shop's pager (SPEC §2): pages numbered from 1, the current one marked with `aria-current="page"`,
 * "Edellinen" and "Seuraava" disabled at the ends. Long ranges collapse around the current page.
 */
export function Pager({
  pageCount,
  value,
  defaultValue = 1,
  onValueChange,
  label = 'Sivut',
  previousLabel = 'Edellinen',
  nextLabel = 'Seuraava',
  pageLabel = (page) => `Sivu ${page}`,
}: PagerProps) {
  const [page, go] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: 'Pager',
  });
  const current = Math.min(Math.max(page, 1), Math.max(pageCount, 1));
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            {previousLabel}
          </button>
        </li>
        {pagerItems(current, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={current >= pageCount}
            onClick={() => go(current + 1)}
          >
            {nextLabel}
          </button>
        </li>
      </ul>
    </nav>
  );
}
