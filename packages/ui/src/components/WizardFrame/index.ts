export { WizardFrame } from './WizardFrame';
export type { WizardFrameProps } from './WizardFrame';
