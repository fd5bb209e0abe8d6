import { PROFILE_RELOAD_MS } from '@arpa/contract';
import type { User, UserManager } from 'oidc-client-ts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SignInState } from '../../../lib/auth';

export interface Session {
  user: User | null;
  /** True once the stored profile has been read. */
  ready: boolean;
  loggedIn: boolean;
  login: (returnTo?: string) => Promise<void>;
  register: (returnTo?: string) => Promise<void>;
  logout: () => Promise<void>;
  idToken: () => string | undefined;
}

const SessionContext = createContext<Session | null>(null);

function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

export interface SessionProviderProps {
  /** Loads the OIDC client (kept out of the first page load). */
  getUserManager: () => Promise<UserManager>;
  children: ReactNode;
}

/** The OIDC session (SPEC §4): stored profile loaded at start and again after 1 s, silent renew, logout. */
export function SessionProvider({ getUserManager, children }: SessionProviderProps) {
  const [user, setUser] = useState<User | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let active = true;
    let detach = () => {};
    const onLoaded = (loaded: User) => setUser(loaded);
    const onUnloaded = () => setUser(null);
    const onRenewError = (error: Error) => console.warn('Istunnon uusiminen epäonnistui', error);
    const load = () =>
      getUserManager()
        .then((userManager) => userManager.getUser())
        .then((stored) => {
          if (active) setUser(stored && !stored.expired ? stored : null);
        });
    load().finally(() => active && setReady(true));
    const reload = window.setTimeout(load, PROFILE_RELOAD_MS);
    void getUserManager().then((userManager) => {
      if (!active) return;
      userManager.events.addUserLoaded(onLoaded);
      userManager.events.addUserUnloaded(onUnloaded);
      userManager.events.addSilentRenewError(onRenewError);
      detach = () => {
        userManager.events.removeUserLoaded(onLoaded);
        userManager.events.removeUserUnloaded(onUnloaded);
        userManager.events.removeSilentRenewError(onRenewError);
      };
    });
    return () => {
      active = false;
      window.clearTimeout(reload);
      detach();
    };
  }, [getUserManager]);

  const login = useCallback(
    async (returnTo = currentAddress()) =>
      (await getUserManager()).signinRedirect({ state: { returnTo } satisfies SignInState }),
    [getUserManager],
  );
  const register = useCallback(
    async (returnTo = currentAddress()) =>
      (await getUserManager()).signinRedirect({
        state: { returnTo } satisfies SignInState,
        prompt: 'create',
      }),
    [getUserManager],
  );
  const logout = useCallback(async () => {
    const idTokenHint = user?.id_token;
    const userManager = await getUserManager();
    await userManager.removeUser();
    setUser(null);
    await userManager.signoutRedirect({ id_token_hint: idTokenHint });
  }, [user, getUserManager]);

  // SPEC §4: automatic_login=1 starts login at once when the visitor is not logged in.
  useEffect(() => {
    if (!ready || user) return;
    if (new URLSearchParams(window.location.search).get('automatic_login') === '1') void login();
  }, [ready, user, login]);

  const value = useMemo<Session>(
    () => ({
      user,
      ready,
      loggedIn: user !== null,
      login,
      register,
      logout,
      idToken: () => user?.id_token,
    }),
    [user, ready, login, register, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
