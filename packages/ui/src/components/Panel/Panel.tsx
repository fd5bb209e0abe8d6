import { forwardRef, useId, type ReactNode } from 'react';
import * as styles from './Panel.css';

export interface PanelProps {
  /** The panel's heading, also the section's accessible name. */
  title: ReactNode;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/**
 * The card a step of a flow sits in: a surface with the step's heading and content. The claim flow's result,
 * contact and extra-draw steps use it, so one flow looks like one thing from its first step to its last.
 * Focusable from code (`tabIndex={-1}`), so a flow can move focus to a new step.
 */
export const Panel = forwardRef<HTMLElement, PanelProps>(function Panel(
  { title, headingLevel = 2, children },
  ref,
) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section ref={ref} className={styles.panel} aria-labelledby={id}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
});
