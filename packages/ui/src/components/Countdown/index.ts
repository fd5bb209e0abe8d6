export { Countdown } from './Countdown';
export type { CountdownProps } from './Countdown';
export { COUNTDOWN_TIME_ZONE, endOfMonth, formatCountdown } from './monthEnd';
