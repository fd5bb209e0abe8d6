export { BalanceBar } from './BalanceBar';
export type { BalanceBarProps } from './BalanceBar';
