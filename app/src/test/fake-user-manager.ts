import type { User } from 'oidc-client-ts';
import { vi } from 'vitest';

/** The parts of oidc-client-ts's UserManager the session uses, answering `user` as the stored user. */
export function fakeUserManager(user: Partial<User> | null) {
  const events = {
    addUserLoaded: vi.fn(),
    addUserUnloaded: vi.fn(),
    addSilentRenewError: vi.fn(),
    removeUserLoaded: vi.fn(),
    removeUserUnloaded: vi.fn(),
    removeSilentRenewError: vi.fn(),
  };
  return { events, getUser: vi.fn(async () => user), signinRedirect: vi.fn(async () => {}) };
}
