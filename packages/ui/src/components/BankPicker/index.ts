export { BankPicker, banks } from './BankPicker';
export type { BankId, BankPickerProps } from './BankPicker';
