export { LimitsForm, limitsFormTexts } from './LimitsForm';
export type {
  DefaultLimitValue,
  LimitChange,
  LimitsFormProps,
  LimitsFormTexts,
  LimitState,
} from './LimitsForm';
export { LIMIT_REMOVAL_PENDING, limitFormVarieties } from './limitValues';
export type { LimitFormVariety } from './limitValues';
