export { CategoryTabs } from './CategoryTabs';
export type { CategoryTabsProps, ShopCategory } from './CategoryTabs';
