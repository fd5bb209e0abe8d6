export { PAGE_SIZE, PagedList, hasMore } from './PagedList';
export type { PagedListProps } from './PagedList';
