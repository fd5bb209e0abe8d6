export { SpendingSummary, spendingSummaryTexts } from './SpendingSummary';
export type { SpendingSummaryProps, SpendingSummaryTexts, SpendingTotalsValue } from './SpendingSummary';
