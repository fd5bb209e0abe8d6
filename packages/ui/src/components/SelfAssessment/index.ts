export { SelfAssessment, selfAssessmentTexts } from './SelfAssessment';
export type { SelfAssessmentProps, SelfAssessmentTexts } from './SelfAssessment';
