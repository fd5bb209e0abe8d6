export { RealityCheck, realityCheckTexts } from './RealityCheck';
export type { RealityCheckProps, RealityCheckTexts } from './RealityCheck';
