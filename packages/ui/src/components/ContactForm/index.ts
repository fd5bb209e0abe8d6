export {
  ContactForm,
  contactFormModes,
  contactFormTexts,
  contactRequiredFields,
  contactTextFields,
} from './ContactForm';
export type {
  ContactDefaultValues,
  ContactFormMode,
  ContactFormProps,
  ContactFormTexts,
  ContactRefusal,
  ContactTextField,
  ContactValues,
} from './ContactForm';
