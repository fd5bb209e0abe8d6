export { Pager } from './Pager';
export type { PagerProps } from './Pager';
export { pagerItems } from './pagerItems';
export type { PagerItem } from './pagerItems';
