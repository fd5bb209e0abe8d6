export { DepositForm, depositFormTexts } from './DepositForm';
export type { DepositFormProps, DepositFormTexts, DepositValues } from './DepositForm';
export {
  amountFromQuery,
  clampDepositAmount,
  DEPOSIT_MAX_EUR,
  DEPOSIT_MIN_EUR,
  DEPOSIT_PRESETS_EUR,
  depositAmountMessages,
} from './depositAmount';
export type { ClampedAmount, DepositAmountMessages } from './depositAmount';
