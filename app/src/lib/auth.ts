import { SIGN_IN_SCOPE, SIGN_IN_RESPONSE_TYPE } from '@arpa/contract';
import type { User, UserManager } from 'oidc-client-ts';

/** The embedded development issuer of @arpa/server; another issuer replaces it by configuration. */
export const OIDC_CLIENT_ID = 'arpa-web';

export interface SignInState {
  /** The address to return to after sign-in (SPEC §4: login stores the current address). */
  returnTo: string;
}

/** oidc-client-ts keeps the signed-in user in localStorage under `oidc.user:{authority}:{client_id}`. */
export const STORED_USER_PREFIX = 'oidc.user:';

/**
 * Whether a signed-in user may be stored. Without one, a visitor is logged out, and the OIDC client is
 * not loaded until they log in or register: an anonymous visit downloads none of it.
 */
export function hasStoredUser(storage: Pick<Storage, 'length' | 'key'> = window.localStorage): boolean {
  for (let i = 0; i < storage.length; i++) {
    if (storage.key(i)?.startsWith(STORED_USER_PREFIX)) return true;
  }
  return false;
}

/**
 * The OIDC client, loaded on its own (about 18 KB gzipped) so the first render of a page never waits
 * for it; the stored session is read as soon as it arrives.
 */
export async function createUserManager(origin: string, authority = `${origin}/oidc`): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  return new UserManager({
    authority,
    client_id: OIDC_CLIENT_ID,
    redirect_uri: `${origin}/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: SIGN_IN_RESPONSE_TYPE,
    scope: SIGN_IN_SCOPE,
    // Renewal uses the refresh token (scope "offline") before the tokens expire.
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage, prefix: 'oidc.' }),
  });
}

export function fullName(user: User | null | undefined): string {
  const profile = user?.profile;
  if (!profile) return '';
  return profile.name ?? [profile.given_name, profile.family_name].filter(Boolean).join(' ');
}
