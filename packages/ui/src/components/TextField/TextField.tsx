import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessage } from '../FieldMessage/FieldMessage';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'children'
> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Current value (controlled). */
  value?: string;
  /** Initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onValueChange?: (value: string) => void;
  /** Validation message, e.g. "Puuttuva arvo". Marks the input `aria-invalid`. */
  error?: string;
  /** Help text shown under the field. */
  hint?: ReactNode;
}

/**
 * A labelled text input with an optional hint and validation message.
 * The message and hint are wired to the input with `aria-describedby`, an error sets
 * `aria-invalid`, and `required` shows a mark and keeps the native attribute.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, onChange, onValueChange, required, type = 'text', ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [rest['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        {...rest}
        id={inputId}
        type={type}
        required={required}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
      {hint && <FieldMessage id={hintId}>{hint}</FieldMessage>}
      {error && (
        <FieldMessage id={errorId} tone="critical">
          {error}
        </FieldMessage>
      )}
    </div>
  );
});
