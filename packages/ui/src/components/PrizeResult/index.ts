export { PrizeResult, prizeOutcome, prizeOutcomes, prizeResultTexts } from './PrizeResult';
export type {
  PrizeOutcome,
  PrizeResultPrize,
  PrizeResultProduct,
  PrizeResultProps,
  PrizeResultTexts,
} from './PrizeResult';
