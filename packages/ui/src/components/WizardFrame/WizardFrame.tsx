import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './WizardFrame.css';

export interface WizardFrameProps {
  /** The step's heading. */
  title: ReactNode;
  /** The step's content: the cart, a contact form, the summary or the payment methods. */
  children?: ReactNode;
  /** The progress above the title, normally a `WizardStepper`. */
  stepper?: ReactNode;
  /** Goes to the previous step; no back button without it (the first step). */
  onBack?: () => void;
  /** Goes on: to the next step, or places the order on the final step. */
  onNext?: () => void;
  /**
   * The order is placed from this step: the button reads "Lunasta" (SPEC §2: a direct order),
   * otherwise "Seuraava" (on to the next step, such as payment).
   */
  finalStep?: boolean;
  /** Makes the main button submit the form with this id (a step whose content is a form). */
  formId?: string;
  /** The main button is disabled, e.g. while the order is being sent. */
  nextDisabled?: boolean;
  backLabel?: string;
  nextLabel?: string;
  finalLabel?: string;
}

/**
 * The cart wizard's step frame: optional stepper, the step's title and content, a back button and the
 * main button, "Seuraava" or, on the step that places the order, "Lunasta".
 */
export function WizardFrame({
  title,
  children,
  stepper,
  onBack,
  onNext,
  finalStep = false,
  formId,
  nextDisabled = false,
  backLabel = 'Takaisin',
  nextLabel = 'Seuraava',
  finalLabel = 'Lunasta',
}: WizardFrameProps) {
  const id = useId();
  return (
    <section className={styles.frame} aria-labelledby={`${id}-title`}>
      {stepper}
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <div>{children}</div>
      <div className={styles.actions}>
        {onBack && (
          <Button variant="secondary" onClick={onBack}>
            {backLabel}
          </Button>
        )}
        <Button
          className={styles.primary}
          variant={finalStep ? 'accent' : 'primary'}
          type={formId ? 'submit' : 'button'}
          form={formId}
          disabled={nextDisabled}
          onClick={formId ? undefined : onNext}
        >
          {finalStep ? finalLabel : nextLabel}
        </Button>
      </div>
    </section>
  );
}
