import { CODE_BOX_LENGTH } from '@arpa/contract';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import * as textFieldStyles from '../TextField/TextField.css';
import * as styles from './TripleCodeInput.css';

const BOX_COUNT = 3;

type Parts = [string, string, string];

function clean(text: string): string {
  return text.replace(/[\s-]/g, '');
}

function split(value: string): Parts {
  const v = clean(value);
  return [0, 1, 2].map((i) => v.slice(i * CODE_BOX_LENGTH, (i + 1) * CODE_BOX_LENGTH)) as Parts;
}

export interface TripleCodeInputProps {
  /** The joined code (controlled). */
  value?: string;
  /** The initial joined code (uncontrolled). */
  defaultValue?: string;
  /** Called with the joined value of the three boxes. */
  onValueChange?: (value: string) => void;
  /** Form field name of the joined value (the API's code_b). */
  name?: string;
  /** Visible label of the group. */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of an element describing the group, such as an error message. */
  'aria-describedby'?: string;
}

/**
 * Three boxes of four characters joined into one code (SPEC §2, type 2 lotteries).
 * Focus moves on when a box is full, a pasted code spreads across the boxes and
 * Backspace in an empty box moves back.
 */
export function TripleCodeInput({
  value,
  defaultValue = '',
  onValueChange,
  name,
  label = 'Tarkistusnumero',
  required = true,
  disabled,
  invalid,
  'aria-describedby': describedBy,
}: TripleCodeInputProps) {
  const id = useId();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const [internal, setInternal] = useState<Parts>(() => split(value ?? defaultValue));
  const controlled = value !== undefined;
  // A controlled value that no longer matches what the boxes hold (e.g. reset by the caller) wins.
  const parts: Parts = controlled && internal.join('') !== clean(value) ? split(value) : internal;

  function commit(next: Parts) {
    setInternal(next);
    onValueChange?.(next.join(''));
  }

  function focusBox(index: number) {
    const el = refs.current[Math.max(0, Math.min(BOX_COUNT - 1, index))];
    el?.focus();
    el?.select();
  }

  function handleChange(index: number, raw: string) {
    const text = clean(raw);
    if (text.length > CODE_BOX_LENGTH) {
      spread(index, text);
      return;
    }
    const next = [...parts] as Parts;
    next[index] = text;
    commit(next);
    if (text.length === CODE_BOX_LENGTH && index < BOX_COUNT - 1) focusBox(index + 1);
  }

  function spread(fromIndex: number, text: string) {
    const next = [...parts] as Parts;
    let rest = text;
    let index = fromIndex;
    while (rest.length > 0 && index < BOX_COUNT) {
      next[index] = rest.slice(0, CODE_BOX_LENGTH);
      rest = rest.slice(CODE_BOX_LENGTH);
      index += 1;
    }
    commit(next);
    const lastFilled = index - 1;
    focusBox(next[lastFilled].length === CODE_BOX_LENGTH ? lastFilled + 1 : lastFilled);
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const text = clean(event.clipboardData.getData('text'));
    if (text.length <= CODE_BOX_LENGTH - parts[index].length) return; // fits: let the browser insert it
    event.preventDefault();
    spread(index, text);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    if (event.key === 'Backspace' && input.value === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && input.selectionStart === 0 && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (
      event.key === 'ArrowRight' &&
      input.selectionStart === input.value.length &&
      index < BOX_COUNT - 1
    ) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  return (
    <fieldset className={styles.root} aria-describedby={describedBy} disabled={disabled}>
      <legend className={styles.legend} id={`${id}-legend`}>
        {label}
        {/* The same required mark as every TextField (SPEC: all three boxes are required). */}
        {required && (
          <span className={textFieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={styles.boxes}>
        {parts.map((part, index) => (
          <span key={index} className={styles.cell}>
            {index > 0 && (
              <span className={styles.separator} aria-hidden="true">
                –
              </span>
            )}
            <input
              ref={(el) => {
                refs.current[index] = el;
              }}
              className={styles.box}
              value={part}
              maxLength={CODE_BOX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              inputMode="text"
              required={required}
              aria-invalid={invalid || undefined}
              aria-label={`${label}, osa ${index + 1}/${BOX_COUNT}`}
              onChange={(e) => handleChange(index, e.target.value)}
              onPaste={(e) => handlePaste(index, e)}
              onKeyDown={(e) => handleKeyDown(index, e)}
            />
          </span>
        ))}
      </div>
      {name && <input type="hidden" name={name} value={parts.join('')} />}
    </fieldset>
  );
}
