export { GiftCodeForm, giftCodeFormTexts } from './GiftCodeForm';
export type { GiftCodeFormProps, GiftCodeFormTexts, GiftCodeValues } from './GiftCodeForm';
