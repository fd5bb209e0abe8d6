export { PasswordChangeForm, passwordChangeFormTexts } from './PasswordChangeForm';
export type {
  PasswordChangeFormProps,
  PasswordChangeFormTexts,
  PasswordChangeRefusal,
  PasswordChangeValues,
} from './PasswordChangeForm';
