export { BundleStatus, bundleStatuses } from './BundleStatus';
export type { BundleStatusProps, BundleStatusState } from './BundleStatus';
