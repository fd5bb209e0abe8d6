export { VariationSelect } from './VariationSelect';
export type { VariationSelectProps } from './VariationSelect';
