/**
 * BONUS_SPENT_FIRST (docs/runbook.md, docs/modules/bonus.md): when an order is paid from winnings, bonus
 * money is spent after the player's wins by default (issue 17); `1` (or `true`) spends it before them,
 * which lets a bonus that would expire go first. Extra wins are spent first either way.
 */
export type WithdrawalVariety = 'extra_wins' | 'bonus' | 'wins';

export function withdrawalOrderFromEnv(env: NodeJS.ProcessEnv): readonly WithdrawalVariety[] {
  const value = env.BONUS_SPENT_FIRST?.trim().toLowerCase();
  return value === '1' || value === 'true'
    ? ['extra_wins', 'bonus', 'wins']
    : ['extra_wins', 'wins', 'bonus'];
}
