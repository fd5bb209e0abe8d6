import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './WizardStepper.css';

export const wizardStepStates = ['done', 'active', 'pending'] as const;
export type WizardStepState = (typeof wizardStepStates)[number];

/** SPEC §4: a step is done, active or pending by its position relative to the active step. */
export function stepState(index: number, activeStep: number): WizardStepState {
  if (index < activeStep) return 'done';
  return index === activeStep ? 'active' : 'pending';
}

/** The cart wizard's steps: cart, contact details, summary, and payment method when money is paid. */
export const cartWizardStepLabels = ['Ostoskori', 'Yhteystiedot', 'Yhteenveto', 'Maksutapa'] as const;

/** SPEC §4: the cart wizard has 4 steps only if money to pay (cents) is above 0, otherwise 3. */
export function cartWizardSteps(moneyToPay: number): string[] {
  return cartWizardStepLabels.slice(0, moneyToPay > 0 ? 4 : 3);
}

export interface WizardStepperProps {
  /** Step labels in order (3 or 4 for the cart wizard). */
  steps: readonly string[];
  /** Index of the active step, from 0. */
  activeStep: number;
  /** Accessible name of the step list. */
  label?: string;
  /** Read after a completed step's name. */
  doneLabel?: string;
}

/**
 * The wizard's progress: numbered steps, done before the active one and pending after it.
 * The active step carries `aria-current="step"`; a completed one says so to screen readers.
 */
export function WizardStepper({
  steps,
  activeStep,
  label = 'Vaiheet',
  doneLabel = 'valmis',
}: WizardStepperProps) {
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((name, index) => {
        const state = stepState(index, activeStep);
        return (
          <li
            key={name}
            className={styles.step}
            data-state={state}
            aria-current={state === 'active' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={styles.label}>
              {name}
              {state === 'done' && <VisuallyHidden>, {doneLabel}</VisuallyHidden>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
