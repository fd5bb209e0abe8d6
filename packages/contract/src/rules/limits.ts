import { MONEY_LIMIT_VARIETIES, type LimitVariety } from '../constants.ts';

export type MoneyLimitVariety = (typeof MONEY_LIMIT_VARIETIES)[number];

/** The daily play-time window's two ends, in minutes after midnight (SPEC §9). */
export const PLAY_TIME_LIMIT_VARIETIES = [
  'play_time_start',
  'play_time_end',
] as const satisfies readonly LimitVariety[];

export type PlayTimeLimitVariety = (typeof PLAY_TIME_LIMIT_VARIETIES)[number];

/** A limit whose value is money, in integer cents. */
export function isMoneyLimitVariety(variety: LimitVariety): variety is MoneyLimitVariety {
  return (MONEY_LIMIT_VARIETIES as readonly string[]).includes(variety);
}

/** A limit whose value is a time of day, in minutes after midnight. */
export function isPlayTimeLimitVariety(variety: LimitVariety): variety is PlayTimeLimitVariety {
  return (PLAY_TIME_LIMIT_VARIETIES as readonly string[]).includes(variety);
}
