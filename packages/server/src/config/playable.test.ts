import { describe, expect, it } from 'vitest';
import { playableTicketsEnabledFromEnv } from './playable.ts';

describe('PLAYABLE_TICKETS_ENABLED', () => {
  it('is off unless set to 1 or true', () => {
    expect(playableTicketsEnabledFromEnv({})).toBe(false);
    expect(playableTicketsEnabledFromEnv({ PLAYABLE_TICKETS_ENABLED: '0' })).toBe(false);
    expect(playableTicketsEnabledFromEnv({ PLAYABLE_TICKETS_ENABLED: 'no' })).toBe(false);
    expect(playableTicketsEnabledFromEnv({ PLAYABLE_TICKETS_ENABLED: '1' })).toBe(true);
    expect(playableTicketsEnabledFromEnv({ PLAYABLE_TICKETS_ENABLED: ' TRUE ' })).toBe(true);
  });
});
