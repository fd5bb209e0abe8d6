export { GameFrame } from './GameFrame';
export type { GameFrameProps } from './GameFrame';
