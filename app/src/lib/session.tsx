import { PROFILE_RELOAD_MS } from '@arpa/contract';
import type { User, UserManager } from 'oidc-client-ts';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { STORED_USER_PREFIX, type SignInState } from './auth';

export interface Session {
  user: User | null;
  /** True once the stored profile has been read. */
  ready: boolean;
  loggedIn: boolean;
  login: (returnTo?: string) => Promise<void>;
  register: (returnTo?: string) => Promise<void>;
  logout: () => Promise<void>;
  idToken: () => string | undefined;
  /** The OIDC client, loaded on first use, with this session listening to it. */
  userManager: () => Promise<UserManager>;
  /**
   * Set when the session ended without the player signing out (renewal refused, or the API answered
   * `signature_has_expired`); `announce` says whether "Istunto vanheni." is still to be shown.
   */
  expiry: { at: number; announce: boolean } | null;
  /** Ends the session here without leaving the page (no redirect to the identity provider). */
  expire: (announce?: boolean) => Promise<void>;
  /** Renews the tokens now (fresh name and identification in the header); a refused renewal expires. */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

export interface SessionProviderProps {
  /** Loads the OIDC client (kept out of the first page load). */
  getUserManager: () => Promise<UserManager>;
  /** Whether a signed-in user may be stored; when not, the OIDC client is loaded only to log in. */
  hasStoredUser: () => boolean;
  children: ReactNode;
}

/** The OIDC session (SPEC §4): stored profile loaded at start and again after 1 s, silent renew, logout. */
export function SessionProvider({ getUserManager, hasStoredUser, children }: SessionProviderProps) {
  const [user, setUser] = useState<User | null>(null);
  const [ready, setReady] = useState(false);
  const [expiry, setExpiry] = useState<Session['expiry']>(null);
  const detach = useRef<(() => void) | undefined>(undefined);
  const renewing = useRef<Promise<User | null | undefined> | undefined>(undefined);
  // Set from "Kirjaudu ulos" until the page has left for the identity provider: the header keeps the
  // signed-in view meanwhile, so a second press lands on "Kirjaudu ulos" again and not on "Kirjaudu".
  const leaving = useRef<Promise<void> | undefined>(undefined);

  // The OIDC client with the session's listeners attached before anyone gets it: whoever loads it first
  // (the stored-user check, a login, the /callback page), renewals and sign-ins reach this session.
  const userManager = useCallback(async () => {
    const manager = await getUserManager();
    if (!detach.current) {
      const onLoaded = (loaded: User) => setUser(loaded);
      const onUnloaded = () => {
        if (!leaving.current) setUser(null);
      };
      const onRenewError = (error: Error) => console.warn('Istunnon uusiminen epäonnistui', error);
      manager.events.addUserLoaded(onLoaded);
      manager.events.addUserUnloaded(onUnloaded);
      manager.events.addSilentRenewError(onRenewError);
      detach.current = () => {
        manager.events.removeUserLoaded(onLoaded);
        manager.events.removeUserUnloaded(onUnloaded);
        manager.events.removeSilentRenewError(onRenewError);
      };
    }
    return manager;
  }, [getUserManager]);
  useEffect(
    () => () => {
      detach.current?.();
      detach.current = undefined;
    },
    [userManager],
  );

  /**
   * One renewal at a time (the start-up load runs twice): the renewed user; null when the identity provider
   * refused (the session has ended, the stored user is forgotten); undefined when it could not be asked (no
   * connection, a timeout, a server error), which says nothing about the session: the stored user and its
   * refresh token are kept for the next attempt, where a dropped connection used to sign the player out.
   */
  const renew = useCallback(async (): Promise<User | null | undefined> => {
    renewing.current ??= (async () => {
      const manager = await userManager();
      try {
        return (await manager.signinSilent()) ?? null;
      } catch (error) {
        // oidc-client-ts answers the provider's OAuth error (`invalid_grant`, `login_required`) as an
        // ErrorResponse; anything else never reached a decision.
        if (!(error instanceof Error && error.name === 'ErrorResponse')) return undefined;
        await manager.removeUser().catch(() => undefined);
        return null;
      } finally {
        renewing.current = undefined;
      }
    })();
    return renewing.current;
  }, [userManager]);

  useEffect(() => {
    let active = true;
    const load = async () => {
      // Signing out (the stored user already forgotten, the page not yet gone): the header keeps the
      // signed-in view until the page leaves, whatever the storage says now.
      if (leaving.current) return;
      // Nothing stored: logged out, and the OIDC client stays unloaded.
      if (!hasStoredUser()) {
        if (active) setUser(null);
        return;
      }
      const stored = await (await userManager()).getUser();
      // The id token lives an hour, the refresh token two weeks: a returning player is renewed, and told
      // when the session has really ended.
      if (stored?.expired && stored.refresh_token) {
        const renewed = await renew();
        if (!active) return;
        // Not reachable now: signed out on this page, the session kept, tried again when back online.
        setUser(renewed ?? null);
        if (renewed === null) setExpiry({ at: Date.now(), announce: true });
        return;
      }
      if (active) setUser(stored && !stored.expired ? stored : null);
    };
    // A transition: the whole page re-renders with the session's state, in slices the browser can come
    // between (at start-up this re-render followed hydration as one long task).
    load().finally(() => active && startTransition(() => setReady(true)));
    const reload = window.setTimeout(() => void load(), PROFILE_RELOAD_MS);
    const online = () => void load();
    // Another tab of the site signed out, signed in or renewed the session (the user is kept in
    // localStorage, which the tabs share): this one follows, so that signing out in one tab does not leave
    // another showing the account.
    const storage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(STORED_USER_PREFIX)) void load();
    };
    window.addEventListener('online', online);
    window.addEventListener('storage', storage);
    return () => {
      active = false;
      window.clearTimeout(reload);
      window.removeEventListener('online', online);
      window.removeEventListener('storage', storage);
    };
  }, [userManager, hasStoredUser, renew]);

  const expire = useCallback(
    async (announce = true) => {
      const manager = await userManager();
      await manager.removeUser().catch(() => undefined);
      setUser(null);
      setExpiry({ at: Date.now(), announce });
    },
    [userManager],
  );

  const refresh = useCallback(async () => {
    const renewed = await renew();
    if (renewed) setUser(renewed);
    else if (renewed === null) await expire();
  }, [renew, expire]);

  // One sign-in path for both buttons; none while the page is leaving to sign out.
  const signIn = useCallback(
    async (returnTo: string, prompt?: 'create') => {
      if (leaving.current) return;
      await (
        await userManager()
      ).signinRedirect({ state: { returnTo } satisfies SignInState, ...(prompt ? { prompt } : {}) });
    },
    [userManager],
  );
  const login = useCallback((returnTo = currentAddress()) => signIn(returnTo), [signIn]);
  const register = useCallback((returnTo = currentAddress()) => signIn(returnTo, 'create'), [signIn]);
  /**
   * Forgets the user here and leaves for the identity provider's sign-out, once however often it is
   * pressed. When the provider cannot be reached the player is still signed out on this device.
   */
  const logout = useCallback(() => {
    leaving.current ??= (async () => {
      const idTokenHint = user?.id_token;
      const manager = await userManager();
      await manager.removeUser().catch(() => undefined);
      try {
        await manager.signoutRedirect({ id_token_hint: idTokenHint });
      } catch (error) {
        console.warn('Uloskirjautuminen tunnistuspalvelussa epäonnistui', error);
        leaving.current = undefined;
        setUser(null);
      }
    })();
    return leaving.current;
  }, [user, userManager]);

  // A page restored from the back-forward cache after signing out (Back from the provider) shows
  // the signed-out view, and its buttons work again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      if (leaving.current || !hasStoredUser()) {
        leaving.current = undefined;
        setUser(null);
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [hasStoredUser]);

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
      userManager,
      expiry,
      expire,
      refresh,
    }),
    [user, ready, login, register, logout, userManager, expiry, expire, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
