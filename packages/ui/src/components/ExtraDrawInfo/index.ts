export { ExtraDrawInfo } from './ExtraDrawInfo';
export type {
  DrawResultInfo,
  ExtraDrawInfoProps,
  ExtraDrawPrizeInfo,
  UpcomingDrawInfo,
} from './ExtraDrawInfo';
