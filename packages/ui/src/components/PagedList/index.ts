export { PagedList } from './PagedList';
export type { PagedListProps } from './PagedList';
