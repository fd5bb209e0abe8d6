export { CODE_BOX_LENGTH, TripleCodeInput } from './TripleCodeInput';
export type { TripleCodeInputProps } from './TripleCodeInput';
