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
  ContactTextField,
  ContactValues,
} from './ContactForm';
