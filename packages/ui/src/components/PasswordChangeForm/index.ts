export { PasswordChangeForm, passwordChangeFormTexts } from './PasswordChangeForm';
export type {
  PasswordChangeFormProps,
  PasswordChangeFormTexts,
  PasswordChangeValues,
} from './PasswordChangeForm';
