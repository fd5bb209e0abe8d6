export { PlayPause, playPauseTexts } from './PlayPause';
export type { PlayPauseProps, PlayPauseTexts } from './PlayPause';
