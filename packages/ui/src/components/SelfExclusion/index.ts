export { SELF_EXCLUSION_OPTIONS, SelfExclusion, selfExclusionTexts } from './SelfExclusion';
export type {
  SelfExclusionLength,
  SelfExclusionProps,
  SelfExclusionState,
  SelfExclusionTexts,
} from './SelfExclusion';
