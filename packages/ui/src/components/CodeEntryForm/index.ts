export { CodeEntryForm, codeEntryPrompt, codeEntryPrompts, INTERNET_CODE_TAG } from './CodeEntryForm';
export type {
  CodeEntryFormProps,
  CodeEntryLottery,
  CodeEntryPrompts,
  CodeEntryValues,
} from './CodeEntryForm';
