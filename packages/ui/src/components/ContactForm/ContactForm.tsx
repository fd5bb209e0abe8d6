import { CONTACT_TEXT_FIELDS, REACH_CONTACT_FIELDS } from '@arpa/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import * as formStyles from '../../private/form.css';
import { useFormFields } from '../../private/useFormFields';
import {
  emailValidator,
  phoneValidator,
  postalCodeValidator,
  requiredValidator,
  validationMessages,
  type Validator,
} from '../../private/validators';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../TextField/TextField';
import * as styles from './ContactForm.css';

export const contactFormModes = ['checkout', 'extraDraw', 'profile', 'reach'] as const;
export type ContactFormMode = (typeof contactFormModes)[number];

/** The text fields in the order they show: the contract's contact details. */
export const contactTextFields = CONTACT_TEXT_FIELDS;
export type ContactTextField = (typeof contactTextFields)[number];

/** The submitted contact details. A consent is present (as `true`) only when its box is checked. */
export type ContactValues = Record<ContactTextField, string> & {
  marketing_allowed?: true;
  advertisement_allowed?: true;
};

/** Initial values; consents as booleans. */
export type ContactDefaultValues = Partial<Record<ContactTextField, string>> & {
  marketing_allowed?: boolean;
  advertisement_allowed?: boolean;
};

/**
 * Required fields per mode (SPEC §5): all in checkout and extra draw; in the profile only name and email.
 * `reach` is a prize that needs no street address (a money value, a prize the operator handles, a product
 * sent by email): name, email and phone, and the address fields are not shown.
 */
export const contactRequiredFields: Record<ContactFormMode, readonly ContactTextField[]> = {
  checkout: contactTextFields,
  extraDraw: contactTextFields,
  profile: ['firstname', 'lastname', 'email'],
  reach: REACH_CONTACT_FIELDS,
};

export const contactFormTexts = {
  firstname: 'Etunimi',
  lastname: 'Sukunimi',
  email: 'Sähköposti',
  phone: 'Puhelinnumero',
  address: 'Katuosoite',
  postal_code: 'Postinumero',
  city: 'Postitoimipaikka',
  consentsLegend: 'Suostumukset',
  marketing_allowed: 'Haluan saada markkinointiviestejä',
  advertisement_allowed: 'Kumppanien mainonta sallittu',
  lockedNames: 'Vahvasti tunnistautuneena et voi muuttaa nimeäsi.',
  required: validationMessages.required as string,
  invalidPostalCode: validationMessages.invalidPostalCode as string,
  invalidEmail: validationMessages.invalidEmail as string,
  invalidPhone: validationMessages.invalidPhone as string,
  submit: {
    checkout: 'Jatka',
    extraDraw: 'Osallistu lisäarvontaan',
    profile: 'Tallenna',
    reach: 'Lähetä',
  } as Record<ContactFormMode, string>,
};
export type ContactFormTexts = typeof contactFormTexts;

/** What a refused save says about its fields, e.g. that another account has the email address. */
export interface ContactRefusal {
  fieldErrors: Partial<Record<ContactTextField, string>>;
}

function isContactRefusal(value: unknown): value is ContactRefusal {
  const errors = (value as ContactRefusal | null)?.fieldErrors;
  return typeof errors === 'object' && errors !== null;
}

export interface ContactFormProps {
  mode: ContactFormMode;
  /**
   * Called with the trimmed details. A returned promise keeps the button disabled until it settles; when it
   * resolves to a {@link ContactRefusal}, its messages show under their fields (the first is focused) until
   * the field is changed.
   */
  onSubmit: (values: ContactValues) => Promise<unknown> | void;
  defaultValues?: ContactDefaultValues;
  /** Strongly authenticated users cannot edit their first and last name. */
  lockedNames?: boolean;
  /** Show the marketing and partner-advertisement consents (default true). */
  showConsents?: boolean;
  /** Disables the submit button, e.g. while the app is busy. */
  submitting?: boolean;
  /** Overrides the mode's button text. */
  submitLabel?: string;
  /** A second button on the submit button's row, before it (e.g. "Takaisin" in a flow). */
  secondaryAction?: ReactNode;
  /**
   * The form's id. With it the form has no button of its own: a button outside submits it (a wizard step
   * whose "Seuraava" sits in the step's own button row, `WizardFrame` `formId`).
   */
  formId?: string;
  texts?: Partial<Omit<ContactFormTexts, 'submit'>>;
}

const autoComplete: Record<ContactTextField, string> = {
  firstname: 'given-name',
  lastname: 'family-name',
  email: 'email',
  phone: 'tel',
  address: 'street-address',
  postal_code: 'postal-code',
  city: 'address-level2',
};

/**
 * Contact details for the cart checkout, the extra draw, the profile (SPEC §5) and a prize that needs no
 * street address (`reach`: the address fields are not shown and are sent empty).
 * Every field is required in checkout and extra draw; in the profile phone and address are
 * optional. The postal code must be five digits. Consents are sent only when checked, as `true`.
 * `lockedNames` disables the name fields for strongly authenticated users.
 */
export function ContactForm({
  mode,
  onSubmit,
  defaultValues = {},
  lockedNames = false,
  showConsents = true,
  submitting = false,
  submitLabel,
  secondaryAction,
  formId,
  texts: overrides,
}: ContactFormProps) {
  const t = { ...contactFormTexts, ...overrides };
  const requiredFields = contactRequiredFields[mode];
  const rules = Object.fromEntries(
    contactTextFields.map((key) => {
      const list: Validator[] = [];
      // A locked name cannot be corrected by the user, so it is not validated either.
      if (lockedNames && (key === 'firstname' || key === 'lastname')) return [key, list];
      if (requiredFields.includes(key)) list.push(requiredValidator(t.required));
      if (key === 'postal_code') list.push(postalCodeValidator(t.invalidPostalCode));
      if (key === 'email') list.push(emailValidator(t.invalidEmail));
      if (key === 'phone') list.push(phoneValidator(t.invalidPhone));
      return [key, list];
    }),
  ) as Record<ContactTextField, Validator[]>;
  const { values, field, validateAll, setErrors } = useFormFields<ContactTextField>(
    rules,
    Object.fromEntries(contactTextFields.map((key) => [key, defaultValues[key] ?? ''])) as Record<
      ContactTextField,
      string
    >,
  );
  const [marketing, setMarketing] = useState(defaultValues.marketing_allowed ?? false);
  const [advertisement, setAdvertisement] = useState(defaultValues.advertisement_allowed ?? false);
  const [pending, setPending] = useState(false);
  const busy = pending || submitting;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !validateAll(event)) return;
    const result = Object.fromEntries(
      contactTextFields.map((key) => [key, values[key].trim()]),
    ) as unknown as ContactValues;
    if (marketing) result.marketing_allowed = true;
    if (advertisement) result.advertisement_allowed = true;
    setPending(true);
    const form = event.currentTarget;
    try {
      const answer = await onSubmit(result);
      if (isContactRefusal(answer)) {
        setErrors((shown) => ({ ...shown, ...answer.fieldErrors }));
        const first = contactTextFields.find((key) => answer.fieldErrors[key] !== undefined);
        const element = first && form.elements.namedItem(first);
        if (element instanceof HTMLElement) element.focus();
      }
    } catch {
      // The app reports the failure; the form stays as it was.
    } finally {
      setPending(false);
    }
  }

  const text = (key: ContactTextField, extra: { type?: string; inputMode?: 'numeric' } = {}) => (
    <TextField
      label={t[key]}
      required={requiredFields.includes(key)}
      autoComplete={autoComplete[key]}
      {...extra}
      {...field(key)}
    />
  );

  return (
    <form id={formId} className={formStyles.form} noValidate onSubmit={handleSubmit}>
      <div className={formStyles.fields}>
        <div className={formStyles.row}>
          <TextField
            label={t.firstname}
            required
            autoComplete={autoComplete.firstname}
            disabled={lockedNames}
            hint={lockedNames ? t.lockedNames : undefined}
            {...field('firstname')}
          />
          <TextField
            label={t.lastname}
            required
            autoComplete={autoComplete.lastname}
            disabled={lockedNames}
            {...field('lastname')}
          />
        </div>
        {text('email', { type: 'email' })}
        {text('phone', { type: 'tel' })}
        {mode !== 'reach' && (
          <>
            {text('address')}
            <div className={styles.postalRow}>
              {text('postal_code', { inputMode: 'numeric' })}
              {text('city')}
            </div>
          </>
        )}
        {showConsents && (
          <fieldset className={styles.consents}>
            <legend className={styles.consentsLegend}>{t.consentsLegend}</legend>
            <Checkbox
              name="marketing_allowed"
              label={t.marketing_allowed}
              checked={marketing}
              onCheckedChange={setMarketing}
            />
            <Checkbox
              name="advertisement_allowed"
              label={t.advertisement_allowed}
              checked={advertisement}
              onCheckedChange={setAdvertisement}
            />
          </fieldset>
        )}
      </div>
      {!formId && (
        <div className={formStyles.actions}>
          {secondaryAction}
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {submitLabel ?? contactFormTexts.submit[mode]}
          </Button>
        </div>
      )}
    </form>
  );
}
