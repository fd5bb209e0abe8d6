export type PagerItem = number | 'gap';

/** Up to this many pages are all listed. */
const ALL_PAGES_UP_TO = 7;

/**
 * The page numbers to show (from 1). Up to seven pages are all listed; beyond that the first and last
 * page, the current one and its neighbours, with longer runs in between collapsed into a gap.
 * A gap never hides a single page.
 */
export function pagerItems(page: number, pageCount: number): PagerItem[] {
  if (pageCount <= ALL_PAGES_UP_TO) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  const items: PagerItem[] = [];
  for (let p = 1; p <= pageCount; p++) {
    if (shown.has(p)) {
      items.push(p);
    } else if (shown.has(p - 1) && shown.has(p + 1)) {
      items.push(p);
    } else if (items[items.length - 1] !== 'gap') {
      items.push('gap');
    }
  }
  return items;
}
