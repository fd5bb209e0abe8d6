import type { LimitVariety } from '@arpa/contract';

/**
 * The operator's player-protection settings, read from the environment when the app is built
 * (docs/player-protection.md lists them). Amounts are given in whole euros and kept in cents.
 */
export interface ProtectionSettings {
  /** The largest money limit a player may set, and the limit in force while they have set none (cents). */
  maxima: Record<'play_by_day' | 'play_by_week' | 'play_by_month' | 'deposit_by_month', number>;
  /** Whether a player must set day and month play limits of their own before the first purchase or deposit. */
  requireOwnLimits: boolean;
  /** Ticket codes one signed-in player may submit per calendar month. */
  codeSubmissionsPerMonth: number;
}

export const defaultProtectionSettings: ProtectionSettings = {
  // The Finnish fast-game loss caps: 500 € a day, 2 000 € a month; the week sits between them.
  maxima: { play_by_day: 50_000, play_by_week: 100_000, play_by_month: 200_000, deposit_by_month: 100_000 },
  requireOwnLimits: false,
  codeSubmissionsPerMonth: 500,
};

function euros(env: NodeJS.ProcessEnv, name: string, fallbackCents: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallbackCents;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number <= 0) {
    throw new Error(`${name} must be a whole number of euros above 0, not "${value}"`);
  }
  return number * 100;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (value !== 'on' && value !== 'off') throw new Error(`${name} must be "on" or "off", not "${value}"`);
  return value === 'on';
}

/**
 * LIMIT_MAX_PLAY_DAY_EUR, LIMIT_MAX_PLAY_WEEK_EUR, LIMIT_MAX_PLAY_MONTH_EUR, LIMIT_MAX_DEPOSIT_MONTH_EUR,
 * REQUIRE_OWN_LIMITS (on by default in production, off elsewhere so that development data and other
 * modules' tests need no limits first) and CODE_SUBMISSIONS_PER_MONTH.
 */
export function protectionSettingsFromEnv(env: NodeJS.ProcessEnv): ProtectionSettings {
  const { maxima } = defaultProtectionSettings;
  const submissions = env.CODE_SUBMISSIONS_PER_MONTH;
  const codeSubmissionsPerMonth =
    submissions === undefined || submissions === ''
      ? defaultProtectionSettings.codeSubmissionsPerMonth
      : Number(submissions);
  if (!Number.isSafeInteger(codeSubmissionsPerMonth) || codeSubmissionsPerMonth <= 0) {
    throw new Error(`CODE_SUBMISSIONS_PER_MONTH must be a whole number above 0, not "${submissions}"`);
  }
  return {
    maxima: {
      play_by_day: euros(env, 'LIMIT_MAX_PLAY_DAY_EUR', maxima.play_by_day),
      play_by_week: euros(env, 'LIMIT_MAX_PLAY_WEEK_EUR', maxima.play_by_week),
      play_by_month: euros(env, 'LIMIT_MAX_PLAY_MONTH_EUR', maxima.play_by_month),
      deposit_by_month: euros(env, 'LIMIT_MAX_DEPOSIT_MONTH_EUR', maxima.deposit_by_month),
    },
    requireOwnLimits: onOff(env, 'REQUIRE_OWN_LIMITS', env.NODE_ENV === 'production'),
    codeSubmissionsPerMonth,
  };
}

let current: ProtectionSettings = defaultProtectionSettings;

/**
 * The settings in force. One server process runs one app, so they are process-wide: the limits routes set
 * them when the app is built, and the check functions other modules call (`checkPurchaseAllowed`, …) read
 * them without a new parameter.
 */
export function protectionSettings(): ProtectionSettings {
  return current;
}

export function configureProtection(settings: ProtectionSettings): void {
  current = settings;
}

/** The operator's value of each limit variety: a money maximum from the settings, the fixed rest. */
export function operatorLimitOf(variety: LimitVariety): number {
  switch (variety) {
    case 'play_by_day':
    case 'play_by_week':
    case 'play_by_month':
    case 'deposit_by_month':
      return current.maxima[variety];
    case 'play_pause':
      return 43_200;
    default:
      return 1439;
  }
}
