export { DepositForm, depositFormTexts } from './DepositForm';
export type { DepositFormProps, DepositFormTexts, DepositValues } from './DepositForm';
export { depositAmountMessages } from './depositAmount';
export type { DepositAmountMessages } from './depositAmount';
