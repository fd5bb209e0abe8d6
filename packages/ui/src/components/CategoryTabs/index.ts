export { CategoryTabs } from './CategoryTabs';
export type { CategoryTab, CategoryTabsProps } from './CategoryTabs';
