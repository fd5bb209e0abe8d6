import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, useState, type FormEvent } from 'react';
import * as formStyles from '../../private/form.css';
import { useFormFields } from '../../private/useFormFields';
import { requiredValidator, validationMessages } from '../../private/validators';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as styles from './GiftCodeForm.css';

/** The body of PUT /api/v1/lotteries/{id}/claims (SPEC §7). */
export interface GiftCodeValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

export const giftCodeFormTexts = {
  title: 'Onnea, voitit ristikkolehtipaketin!',
  firstname: 'Etunimi',
  lastname: 'Sukunimi',
  email: 'Sähköposti',
  phone: 'Puhelinnumero',
  submit: 'Lähetä',
  sent: 'Voittokoodi on lähetetty sähköpostiisi ja tekstarina puhelinnumeroosi.',
  required: validationMessages.required as string,
};
export type GiftCodeFormTexts = typeof giftCodeFormTexts;

export interface GiftCodeFormProps {
  /** Sends the details; when the promise resolves the form shows the "sent" message. A rejection keeps the form. */
  onSubmit: (values: GiftCodeValues) => Promise<unknown> | void;
  /** Shows the "sent" message (controlled); by default it appears once `onSubmit` resolves. */
  sent?: boolean;
  /** Prefills the fields, e.g. from the logged-in user. */
  defaultValues?: Partial<GiftCodeValues>;
  headingLevel?: 2 | 3;
  texts?: Partial<GiftCodeFormTexts>;
}

const keys = ['firstname', 'lastname', 'email', 'phone'] as const;

/**
 * The gift-code prize form (SPEC §2): first name, last name, email and phone are all required,
 * with no other format rule; "Lähetä" sends them. Afterwards it says the code was sent by email
 * and text message.
 */
export function GiftCodeForm({
  onSubmit,
  sent: sentProp,
  defaultValues,
  headingLevel = 2,
  texts: overrides,
}: GiftCodeFormProps) {
  const t = { ...giftCodeFormTexts, ...overrides };
  const headingId = useId();
  const required = [requiredValidator(t.required)];
  const { values, field, validateAll } = useFormFields(
    { firstname: required, lastname: required, email: required, phone: required },
    {
      firstname: defaultValues?.firstname ?? '',
      lastname: defaultValues?.lastname ?? '',
      email: defaultValues?.email ?? '',
      phone: defaultValues?.phone ?? '',
    },
  );
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useControllableState({
    prop: sentProp,
    defaultProp: false,
    caller: 'GiftCodeForm',
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !validateAll(event)) return;
    const trimmed = Object.fromEntries(keys.map((k) => [k, values[k].trim()])) as unknown as GiftCodeValues;
    setPending(true);
    try {
      await onSubmit(trimmed);
      setSent(true);
    } catch {
      // The app reports the failure (toast); the form stays for another try.
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={formStyles.form} aria-labelledby={headingId}>
      <Heading id={headingId} className={formStyles.title}>
        {t.title}
      </Heading>
      {sent ? (
        <p className={styles.sent} role="status">
          {t.sent}
        </p>
      ) : (
        <form className={formStyles.form} noValidate onSubmit={handleSubmit}>
          <div className={formStyles.fields}>
            <div className={formStyles.row}>
              <TextField label={t.firstname} required autoComplete="given-name" {...field('firstname')} />
              <TextField label={t.lastname} required autoComplete="family-name" {...field('lastname')} />
            </div>
            <TextField label={t.email} required type="email" autoComplete="email" {...field('email')} />
            <TextField label={t.phone} required type="tel" autoComplete="tel" {...field('phone')} />
          </div>
          <div className={formStyles.actions}>
            <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
              {t.submit}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
