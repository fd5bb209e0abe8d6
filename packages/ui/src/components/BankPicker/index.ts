export { BankPicker, bankNames } from './BankPicker';
export type { BankPickerProps } from './BankPicker';
