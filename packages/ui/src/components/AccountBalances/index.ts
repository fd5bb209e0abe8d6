export { AccountBalances, defaultAccountBalancesLabels } from './AccountBalances';
export type { AccountBalancesLabels, AccountBalancesProps } from './AccountBalances';
export type { BalanceAccount } from './balances';
