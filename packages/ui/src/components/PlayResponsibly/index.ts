export { PELUURI_PHONE, PELUURI_URL, PlayResponsibly, playResponsiblyTexts } from './PlayResponsibly';
export type { PlayResponsiblyProps, PlayResponsiblyTexts } from './PlayResponsibly';
