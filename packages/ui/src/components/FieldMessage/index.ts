export { FieldMessage, fieldMessageTones } from './FieldMessage';
export type { FieldMessageProps, FieldMessageTone } from './FieldMessage';
