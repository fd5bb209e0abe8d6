import { describe, expect, it } from 'vitest';
import { randomToken } from './random-token.ts';

describe('random tokens from the pooled CSPRNG', () => {
  it('hands out 32 random bytes as base64url, never the same bytes twice across many refills of the pool', () => {
    const tokens = Array.from({ length: 2_000 }, () => randomToken());
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // No two tokens share a 16-byte half either (a pool handed out twice, shifted, would).
    const halves = tokens.flatMap((token) => {
      const bytes = Buffer.from(token, 'base64url');
      return [bytes.subarray(0, 16).toString('hex'), bytes.subarray(16).toString('hex')];
    });
    expect(new Set(halves).size).toBe(halves.length);
  });

  it('gives other sizes as asked', () => {
    expect(Buffer.from(randomToken(12), 'base64url')).toHaveLength(12);
    expect(() => randomToken(5_000)).toThrow(RangeError);
  });
});
