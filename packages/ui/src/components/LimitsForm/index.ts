export { LimitsForm, limitsFormTexts } from './LimitsForm';
export type {
  DefaultLimitValue,
  LimitChange,
  LimitsFormProps,
  LimitsFormTexts,
  LimitState,
} from './LimitsForm';
