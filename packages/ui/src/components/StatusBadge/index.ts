export { StatusBadge, statusBadgeStatuses } from './StatusBadge';
export type { StatusBadgeProps, StatusBadgeStatus } from './StatusBadge';
