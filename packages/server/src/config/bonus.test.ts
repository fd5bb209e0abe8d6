import { describe, expect, it } from 'vitest';
import { withdrawalOrderFromEnv } from './bonus.ts';

describe('the order winnings are spent in', () => {
  it('spends bonus money after the wins unless the operator puts it first', () => {
    expect(withdrawalOrderFromEnv({})).toEqual(['extra_wins', 'wins', 'bonus']);
    expect(withdrawalOrderFromEnv({ BONUS_SPENT_FIRST: '0' })).toEqual(['extra_wins', 'wins', 'bonus']);
    expect(withdrawalOrderFromEnv({ BONUS_SPENT_FIRST: '1' })).toEqual(['extra_wins', 'bonus', 'wins']);
    expect(withdrawalOrderFromEnv({ BONUS_SPENT_FIRST: 'true' })).toEqual(['extra_wins', 'bonus', 'wins']);
  });
});
