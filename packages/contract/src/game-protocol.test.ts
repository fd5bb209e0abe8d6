import { describe, expect, it } from 'vitest';
import { parseGameInit } from './game-protocol.ts';

const init = {
  type: 'init',
  version: 1,
  token: 'gt_abc',
  lotteryId: 7,
  slug: 'onnenraaputus',
  purchaseAmount: 1,
  ticketPrice: 200,
  api: '/demo-api',
  demoGame: true,
  discount: 0,
};

describe('parseGameInit', () => {
  it('reads an init of version 1 with every field, and nothing more', () => {
    expect(parseGameInit({ ...init, extra: 'x' })).toEqual(init);
    expect(parseGameInit({ ...init, discount: undefined })).toEqual(init);
  });

  it('names another version, whatever else the message holds', () => {
    expect(parseGameInit({ ...init, version: 2 })).toBe('invalidVersion');
    expect(parseGameInit({ ...init, version: '1' })).toBe('invalidVersion');
    expect(parseGameInit({ type: 'init' })).toBe('invalidVersion');
  });

  it.each([
    ['an api outside the two prefixes', { api: 'https://evil.example/api' }],
    ['no token', { token: undefined }],
    ['an empty token', { token: '' }],
    ['a price that is no whole number of cents', { ticketPrice: 1.5 }],
    ['a negative amount', { purchaseAmount: -1 }],
    ['a demoGame that is no boolean', { demoGame: 'true' }],
  ])('refuses an init with %s', (_name, change) => {
    expect(parseGameInit({ ...init, ...change })).toBe('invalid');
  });

  it('is null for anything that is no init', () => {
    for (const data of [null, 'init', 1, { type: 'getInit', version: 1 }, { type: 'finish' }])
      expect(parseGameInit(data)).toBeNull();
  });
});
