export { AccountBalances, defaultAccountBalancesLabels } from './AccountBalances';
export type { AccountBalancesLabels, AccountBalancesProps } from './AccountBalances';
export { accountVarieties, playableBalance, totalBalance, winningsBalance } from './balances';
export type { AccountVariety, BalanceAccount } from './balances';
