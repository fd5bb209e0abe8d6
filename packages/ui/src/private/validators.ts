import { EMAIL_PATTERN, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '@arpa/contract';

/** Finnish validation messages of SPEC §5, exactly as written there. */
export const validationMessages = {
  required: 'Puuttuva arvo',
  notInteger: 'Ei kokonaisluku',
  invalidPostalCode: 'Virheellinen postinumero',
  /** Ours (SPEC §5 has no email rule): the API refuses such an address, so the form says it first. */
  invalidEmail: 'Virheellinen sähköpostiosoite',
  /** Ours too, the registration page's wording: the API refuses such a number. */
  invalidPhone: 'Virheellinen puhelinnumero',
} as const;

/** A validator returns the message of the first rule the value breaks, or `undefined` when it is valid. */
export type Validator = (value: string) => string | undefined;

const INTEGER = /^[+-]?\d+$/;

/** True when `value` is a Finnish postal code: exactly five digits (00000–99999). */
export function isPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value.trim());
}

/** True when `value` is written as a whole number (an optional sign and digits only). */
export function isInteger(value: string): boolean {
  return INTEGER.test(value.trim());
}

/** An empty (or blank) value gives "Puuttuva arvo". */
export function requiredValidator(message: string = validationMessages.required): Validator {
  return (value) => (value.trim() === '' ? message : undefined);
}

/** A non-empty value that is not a whole number gives "Ei kokonaisluku". Empty values pass: combine with `requiredValidator`. */
export function integerValidator(message: string = validationMessages.notInteger): Validator {
  return (value) => (value.trim() === '' || isInteger(value) ? undefined : message);
}

/** A non-empty value that is not exactly five digits gives "Virheellinen postinumero". Empty values pass. */
export function postalCodeValidator(message: string = validationMessages.invalidPostalCode): Validator {
  return (value) => (value.trim() === '' || isPostalCode(value) ? undefined : message);
}

/** A non-empty value that is not an email address (EMAIL_PATTERN) gives "Virheellinen sähköpostiosoite". Empty values pass. */
export function emailValidator(message: string = validationMessages.invalidEmail): Validator {
  return (value) => (value.trim() === '' || EMAIL_PATTERN.test(value.trim()) ? undefined : message);
}

/** A non-empty value that is not a phone number (PHONE_PATTERN) gives "Virheellinen puhelinnumero". Empty values pass. */
export function phoneValidator(message: string = validationMessages.invalidPhone): Validator {
  return (value) => (value.trim() === '' || PHONE_PATTERN.test(value.trim()) ? undefined : message);
}

/** Runs the validators in order and returns the first message, or `undefined` when all pass. */
export function validateValue(value: string, validators: readonly Validator[]): string | undefined {
  for (const validator of validators) {
    const message = validator(value);
    if (message !== undefined) return message;
  }
  return undefined;
}
