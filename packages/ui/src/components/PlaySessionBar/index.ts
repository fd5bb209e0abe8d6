export { PlaySessionBar, playSessionBarTexts } from './PlaySessionBar';
export type { PlaySessionBarProps, PlaySessionBarTexts } from './PlaySessionBar';
