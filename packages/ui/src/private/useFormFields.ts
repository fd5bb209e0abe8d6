import { useEffect, useState, type FocusEvent, type FormEvent } from 'react';
import { validateValue, type Validator } from './validators';

export type FieldRules<K extends string> = Record<K, readonly Validator[]>;

/** The last pointer press anywhere in the page (captured before any blur it causes). */
let lastPress: { target: EventTarget | null; at: number } = { target: null, at: 0 };
let listening = false;
function listenToPresses(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'pointerdown',
    (event) => {
      lastPress = { target: event.target, at: Date.now() };
    },
    true,
  );
}

const submitButton = 'button[type="submit"], button:not([type]), input[type="submit"]';

/**
 * True when the field loses focus because a submit button is being pressed. Showing the field's message
 * then would push the button down from under the pointer and the click would be lost; the submit shows
 * every message anyway. `relatedTarget` covers browsers that focus buttons on press, the recorded
 * pointer press the others.
 */
function leavingForSubmit(event: FocusEvent | undefined): boolean {
  const recentPress = Date.now() - lastPress.at < 1000 ? lastPress.target : null;
  return [event?.relatedTarget, recentPress].some(
    (target) => target instanceof Element && target.closest(submitButton) !== null,
  );
}

/**
 * Text-field state of a form: values, messages, and the rule for when a message appears
 * (after leaving a changed field, or on submit; once shown it follows every keystroke). Leaving a field
 * by pressing the submit button shows nothing on the way: the submit itself shows every message and
 * focuses the first invalid field, and the button stays where the pointer is.
 * Not exported from the package: the components built on it are.
 */
export function useFormFields<K extends string>(rules: FieldRules<K>, initial: Record<K, string>) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [dirty, setDirty] = useState<Partial<Record<K, boolean>>>({});
  useEffect(listenToPresses, []);

  function setValue(key: K, value: string) {
    setValues((prev) => ({ ...prev, [key]: value }));
    setDirty((prev) => ({ ...prev, [key]: true }));
    if (errors[key] !== undefined) {
      setErrors((prev) => ({ ...prev, [key]: validateValue(value, rules[key]) }));
    }
  }

  function blur(key: K, event?: FocusEvent) {
    if (!dirty[key] || leavingForSubmit(event)) return;
    setErrors((prev) => ({ ...prev, [key]: validateValue(values[key], rules[key]) }));
  }

  /** Validates every field, shows the messages and focuses the first invalid field (by its `name`). */
  function validateAll(event?: FormEvent<HTMLFormElement>): boolean {
    const next: Partial<Record<K, string>> = {};
    let firstInvalid: K | undefined;
    for (const key of Object.keys(rules) as K[]) {
      const message = validateValue(values[key], rules[key]);
      next[key] = message;
      if (message !== undefined && firstInvalid === undefined) firstInvalid = key;
    }
    setErrors(next);
    if (firstInvalid !== undefined && event) {
      const element = event.currentTarget.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
    }
    return firstInvalid === undefined;
  }

  /** Props for a TextField bound to `key`. */
  function field(key: K) {
    return {
      name: key,
      value: values[key],
      error: errors[key],
      onValueChange: (value: string) => setValue(key, value),
      onBlur: (event?: FocusEvent) => blur(key, event),
    };
  }

  /** Replaces every value and forgets the messages (new data from the server). */
  function reset(next: Record<K, string>) {
    setValues(next);
    setErrors({});
    setDirty({});
  }

  return { values, errors, setValue, setErrors, validateAll, field, reset };
}
