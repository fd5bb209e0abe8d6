import { CODE_BOX_LENGTH, codeFieldsOf } from '@arpa/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import * as formStyles from '../../private/form.css';
import { useFormFields } from '../../private/useFormFields';
import { requiredValidator, validationMessages, type Validator } from '../../private/validators';
import { Button } from '../Button/Button';
import { FieldMessage } from '../FieldMessage/FieldMessage';
import { TextField } from '../TextField/TextField';
import { TripleCodeInput } from '../TripleCodeInput/TripleCodeInput';
import * as styles from './CodeEntryForm.css';

/** The tag of the lottery whose prompt asks for an internet code (SPEC §2). */
export const INTERNET_CODE_TAG = 'internal.nuorelle-siivet.lottery';

/** What the form needs to know of a lottery. */
export interface CodeEntryLottery {
  /** 2: one combined code (code_b); 4: two codes (code_a, code_b); other: one code (code_a). */
  codes_check_type: number;
  tags: string[];
}

/** The claim request body: `code_a` and/or `code_b`. */
export interface CodeEntryValues {
  code_a?: string;
  code_b?: string;
}

export interface CodeEntryPrompts {
  internetCode: string;
  singleCode: string;
  pluralCodes: string;
}

export const codeEntryPrompts: CodeEntryPrompts = {
  internetCode: 'Syötä arvasta löytyvä internetkoodi:',
  singleCode: 'Syötä arvasta löytyvä tarkistusnumero.',
  pluralCodes: 'Syötä arvasta löytyvät tarkistusnumerot.',
};

/** The prompt of SPEC §2 for a lottery: the internet-code tag wins, then check type 2, then the plural. */
export function codeEntryPrompt(
  lottery: CodeEntryLottery,
  prompts: CodeEntryPrompts = codeEntryPrompts,
): string {
  if (lottery.tags.includes(INTERNET_CODE_TAG)) return prompts.internetCode;
  if (codeFieldsOf(lottery.codes_check_type) === 'code_b') return prompts.singleCode;
  return prompts.pluralCodes;
}

export interface CodeEntryFormProps {
  lottery: CodeEntryLottery;
  /** Called with the trimmed codes once every shown field is filled. */
  onSubmit: (values: CodeEntryValues) => void;
  /** While true the submit button is disabled and marked busy. */
  submitting?: boolean;
  /** Overrides the prompt chosen from the lottery. */
  prompt?: string;
  codeALabel?: string;
  codeBLabel?: string;
  tripleCodeLabel?: string;
  submitLabel?: string;
  requiredMessage?: string;
}

type CodeKey = 'code_a' | 'code_b';

/**
 * Code entry of the claim flow (SPEC §2). The prompt and the fields follow the lottery:
 * type 2 shows the three-box code joined into `code_b`, type 4 shows "Tarkistusnumero 1" and
 * "Tarkistusnumero 2", any other type shows "Tarkistusnumero 1". Every field is required
 * ("Puuttuva arvo"); "Jatka" submits `{code_a?, code_b?}`.
 */
export function CodeEntryForm({
  lottery,
  onSubmit,
  submitting = false,
  prompt,
  codeALabel = 'Tarkistusnumero 1',
  codeBLabel = 'Tarkistusnumero 2',
  tripleCodeLabel = 'Tarkistusnumero',
  submitLabel = 'Jatka',
  requiredMessage = validationMessages.required,
}: CodeEntryFormProps) {
  const promptId = useId();
  const tripleErrorId = useId();
  const fields = codeFieldsOf(lottery.codes_check_type);
  const isTriple = fields === 'code_b';
  const hasCodeB = fields === 'code_a_and_b';
  const required = [requiredValidator(requiredMessage)];
  const none: Validator[] = [];
  const { values, field, validateAll } = useFormFields<CodeKey>(
    { code_a: isTriple ? none : required, code_b: hasCodeB ? required : none },
    { code_a: '', code_b: '' },
  );
  const [tripleCode, setTripleCode] = useState('');
  const [tripleError, setTripleError] = useState<string>();
  const tripleRef = useRef<HTMLDivElement>(null);

  function tripleBoxes(): HTMLInputElement[] {
    return Array.from(
      tripleRef.current?.querySelectorAll<HTMLInputElement>('input:not([type="hidden"])') ?? [],
    );
  }

  // "All three required" (SPEC §5): the joined value cannot tell which box is empty, the boxes can.
  function tripleComplete(): boolean {
    return tripleBoxes().every((box) => box.value.trim() !== '');
  }

  function handleTripleChange(value: string) {
    setTripleCode(value);
    // A full code fills all three boxes; otherwise ask the boxes (they already hold the typed text).
    if (tripleError)
      setTripleError(value.length >= 3 * CODE_BOX_LENGTH || tripleComplete() ? undefined : requiredMessage);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (isTriple) {
      if (!tripleComplete()) {
        setTripleError(requiredMessage);
        tripleBoxes()
          .find((box) => box.value.trim() === '')
          ?.focus();
        return;
      }
      onSubmit({ code_b: tripleCode.trim() });
      return;
    }
    if (!validateAll(event)) return;
    onSubmit(
      hasCodeB
        ? { code_a: values.code_a.trim(), code_b: values.code_b.trim() }
        : { code_a: values.code_a.trim() },
    );
  }

  return (
    <form className={formStyles.form} aria-labelledby={promptId} noValidate onSubmit={handleSubmit}>
      <p id={promptId} className={styles.prompt}>
        {prompt ?? codeEntryPrompt(lottery)}
      </p>
      <div className={formStyles.fields}>
        {isTriple ? (
          <div ref={tripleRef} className={styles.triple}>
            <TripleCodeInput
              name="code_b"
              label={tripleCodeLabel}
              value={tripleCode}
              onValueChange={handleTripleChange}
              invalid={tripleError !== undefined}
              aria-describedby={tripleError ? tripleErrorId : undefined}
            />
            {tripleError && (
              <FieldMessage id={tripleErrorId} tone="critical">
                {tripleError}
              </FieldMessage>
            )}
          </div>
        ) : (
          <>
            <TextField
              className={styles.codeField}
              label={codeALabel}
              required
              autoComplete="off"
              spellCheck={false}
              {...field('code_a')}
            />
            {hasCodeB && (
              <TextField
                className={styles.codeField}
                label={codeBLabel}
                required
                autoComplete="off"
                spellCheck={false}
                {...field('code_b')}
              />
            )}
          </>
        )}
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
