export { CartLine, cartLineTexts } from './CartLine';
export type { CartLineProps, CartLineTexts } from './CartLine';
