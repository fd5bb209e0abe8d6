export { PAUSE_OPTIONS_MINUTES, PlayPause, playPauseTexts } from './PlayPause';
export type { PauseMinutes, PlayPauseProps, PlayPauseTexts } from './PlayPause';
