export { MobileDrawer, defaultMobileDrawerLabels } from './MobileDrawer';
export type { MobileDrawerLabels, MobileDrawerProps } from './MobileDrawer';
