export { SelfExclusion, selfExclusionTexts } from './SelfExclusion';
export type {
  SelfExclusionLength,
  SelfExclusionProps,
  SelfExclusionState,
  SelfExclusionTexts,
} from './SelfExclusion';
