export { VariationSelect } from './VariationSelect';
export type { ProductVariation, VariationSelectProps } from './VariationSelect';
