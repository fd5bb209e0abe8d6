import { describe, expect, it } from 'vitest';
import { hasStoredUser } from './auth';

function storage(keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (i: number) => keys[i] ?? null };
}

describe('hasStoredUser', () => {
  it("finds the user oidc-client-ts stores under 'oidc.user:{authority}:{client}'", () => {
    expect(hasStoredUser(storage(['am_cart', 'oidc.user:http://localhost:8080/oidc:arpa-web']))).toBe(true);
  });

  it('ignores sign-in states and other keys', () => {
    expect(hasStoredUser(storage([]))).toBe(false);
    expect(hasStoredUser(storage(['oidc.3f2a9c', 'user:something']))).toBe(false);
  });
});
