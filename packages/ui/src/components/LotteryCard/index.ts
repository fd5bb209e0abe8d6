export { LotteryCard } from './LotteryCard';
export type { LotteryCardLottery, LotteryCardProps } from './LotteryCard';
export { finnishName } from './finnishName';
export type { LocalizedText } from './finnishName';
