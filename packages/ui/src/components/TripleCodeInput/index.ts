export { TripleCodeInput } from './TripleCodeInput';
export type { TripleCodeInputProps } from './TripleCodeInput';
