export { PendingLimitRaises, pendingLimitRaisesTexts } from './PendingLimitRaises';
export type { PendingLimitRaisesProps, PendingLimitRaisesTexts, PendingRaise } from './PendingLimitRaises';
