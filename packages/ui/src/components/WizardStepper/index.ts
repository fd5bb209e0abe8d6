export {
  WizardStepper,
  cartWizardStepLabels,
  cartWizardSteps,
  stepState,
  wizardStepStates,
} from './WizardStepper';
export type { WizardStepState, WizardStepperProps } from './WizardStepper';
