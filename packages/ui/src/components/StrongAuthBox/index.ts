export { StrongAuthBox, strongAuthBoxTexts } from './StrongAuthBox';
export type { StrongAuthBoxProps, StrongAuthBoxTexts, StrongIdentity } from './StrongAuthBox';
