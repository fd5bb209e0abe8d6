export { PrizeResult, prizeOutcome, prizeOutcomes, prizeResultTexts } from './PrizeResult';
export type {
  ClaimPrize,
  PrizeOutcome,
  PrizeResultProduct,
  PrizeResultProps,
  PrizeResultTexts,
} from './PrizeResult';
