export { LotteryCard } from './LotteryCard';
export type { LotteryCardLottery, LotteryCardProps } from './LotteryCard';
