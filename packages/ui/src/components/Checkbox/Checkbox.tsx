import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessage } from '../FieldMessage/FieldMessage';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children' | 'value' | 'defaultValue'
> {
  /** Visible label, clickable. */
  label: ReactNode;
  /** Called with the new checked state. */
  onCheckedChange?: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string;
}

/**
 * A labelled native checkbox (consents such as marketing permission). Controlled with
 * `checked` + `onCheckedChange`, or uncontrolled with `defaultChecked`. In a form a checked box
 * is sent as `true` and an unchecked one is left out (SPEC §5).
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, id, className, onChange, onCheckedChange, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          ref={ref}
          {...rest}
          id={inputId}
          type="checkbox"
          value="true"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
        />
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
      </div>
      {(hint || error) && (
        <div className={styles.messages}>
          {hint && <FieldMessage id={hintId}>{hint}</FieldMessage>}
          {error && (
            <FieldMessage id={errorId} tone="critical">
              {error}
            </FieldMessage>
          )}
        </div>
      )}
    </div>
  );
});
