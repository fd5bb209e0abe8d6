import { act, render, screen } from '@testing-library/react';
import type { User, UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUserManager } from '../test/fake-user-manager';
import { SessionProvider, useSession } from './session';

function Status() {
  const session = useSession();
  if (!session.ready) return <p>Ladataan</p>;
  return <p>{session.loggedIn ? `Kirjautunut: ${session.user?.profile.email}` : 'Ei kirjautunut'}</p>;
}

function renderSession(hasStoredUser: () => boolean, manager: ReturnType<typeof fakeUserManager>) {
  const getUserManager = vi.fn(async () => manager as unknown as UserManager);
  render(
    <SessionProvider getUserManager={getUserManager} hasStoredUser={hasStoredUser}>
      <Status />
    </SessionProvider>,
  );
  return getUserManager;
}

describe('SessionProvider', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('treats a visitor with no stored user as logged out without loading the OIDC client', async () => {
    const getUserManager = renderSession(() => false, fakeUserManager(null));
    expect(await screen.findByText('Ei kirjautunut')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(getUserManager).not.toHaveBeenCalled();
  });

  it('restores a stored user at start and listens for renewals', async () => {
    const manager = fakeUserManager({ expired: false, profile: { email: 'maija@example.fi' } } as User);
    renderSession(() => true, manager);
    expect(await screen.findByText('Kirjautunut: maija@example.fi')).toBeInTheDocument();
    expect(manager.events.addUserLoaded).toHaveBeenCalledTimes(1);
  });

  it('reads the storage again after 1 s (SPEC §4) and picks up a user stored meanwhile', async () => {
    let stored = false;
    const manager = fakeUserManager({ expired: false, profile: { email: 'matti@example.fi' } } as User);
    const getUserManager = renderSession(() => stored, manager);
    expect(await screen.findByText('Ei kirjautunut')).toBeInTheDocument();
    stored = true;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Kirjautunut: matti@example.fi')).toBeInTheDocument();
    expect(getUserManager).toHaveBeenCalled();
  });

  it('loads the OIDC client when a logged-out visitor logs in', async () => {
    const manager = fakeUserManager(null);
    const getUserManager = vi.fn(async () => manager as unknown as UserManager);
    function LoginButton() {
      const session = useSession();
      return (
        <button type="button" onClick={() => void session.login('/tili')}>
          Kirjaudu
        </button>
      );
    }
    render(
      <SessionProvider getUserManager={getUserManager} hasStoredUser={() => false}>
        <LoginButton />
      </SessionProvider>,
    );
    expect(getUserManager).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Kirjaudu' }).click());
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/tili' } });
  });

  it('hears a sign-in finished through its OIDC client (the /callback page) without a stored user at start', async () => {
    const manager = fakeUserManager(null);
    const getUserManager = vi.fn(async () => manager as unknown as UserManager);
    function Callback() {
      const session = useSession();
      return (
        <>
          <Status />
          <button type="button" onClick={() => void session.userManager()}>
            Viimeistele
          </button>
        </>
      );
    }
    render(
      <SessionProvider getUserManager={getUserManager} hasStoredUser={() => false}>
        <Callback />
      </SessionProvider>,
    );
    expect(await screen.findByText('Ei kirjautunut')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Viimeistele' }).click());
    const [onLoaded] = manager.events.addUserLoaded.mock.calls[0] as [(user: User) => void];
    act(() => onLoaded({ expired: false, profile: { email: 'maija@example.fi' } } as User));
    expect(screen.getByText('Kirjautunut: maija@example.fi')).toBeInTheDocument();
  });
});

describe('SessionProvider: a session that outlives its id token', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  function Expiry() {
    const session = useSession();
    if (!session.ready) return <p>Ladataan</p>;
    return (
      <>
        <p>{session.loggedIn ? `Kirjautunut: ${session.user?.profile.email}` : 'Ei kirjautunut'}</p>
        <p>{session.expiry ? `Vanheni, ilmoitus: ${session.expiry.announce}` : 'Voimassa'}</p>
        <button type="button" onClick={() => void session.expire(false)}>
          Vanhenna
        </button>
      </>
    );
  }

  /** Like oidc-client-ts: a renewed user is stored, and the next getUser() reads it. */
  function managerWith(stored: Partial<User> | null, renewal: () => Promise<Partial<User> | null>) {
    let current = stored;
    const base = fakeUserManager(stored);
    base.getUser.mockImplementation(async () => current);
    return {
      ...base,
      signinSilent: vi.fn(async () => {
        current = await renewal();
        return current;
      }),
      removeUser: vi.fn(async () => {}),
      signoutRedirect: vi.fn(async () => {}),
    };
  }

  function renderExpiry(manager: ReturnType<typeof managerWith>) {
    render(
      <SessionProvider
        getUserManager={async () => manager as unknown as UserManager}
        hasStoredUser={() => true}
      >
        <Expiry />
      </SessionProvider>,
    );
  }

  it('renews at start with the refresh token when the stored id token has expired', async () => {
    const manager = managerWith(
      { expired: true, refresh_token: 'rt', profile: { email: 'vanha@example.fi' } } as User,
      async () => ({ expired: false, profile: { email: 'uusi@example.fi' } }) as User,
    );
    renderExpiry(manager);
    expect(await screen.findByText('Kirjautunut: uusi@example.fi')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Voimassa')).toBeInTheDocument();
  });

  it('says the session expired when the renewal is refused, and forgets the stored user', async () => {
    const manager = managerWith(
      { expired: true, refresh_token: 'rt', profile: { email: 'vanha@example.fi' } } as User,
      async () => {
        // As oidc-client-ts answers the token endpoint's OAuth error.
        throw Object.assign(new Error('invalid_grant'), { name: 'ErrorResponse', error: 'invalid_grant' });
      },
    );
    renderExpiry(manager);
    expect(await screen.findByText('Ei kirjautunut')).toBeInTheDocument();
    expect(await screen.findByText('Vanheni, ilmoitus: true')).toBeInTheDocument();
    expect(manager.removeUser).toHaveBeenCalled();
  });

  it('keeps the session when the identity provider cannot be reached, and renews it once back online', async () => {
    let reachable = false;
    const manager = managerWith(
      { expired: true, refresh_token: 'rt', profile: { email: 'vanha@example.fi' } } as User,
      async () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { expired: false, profile: { email: 'uusi@example.fi' } } as User;
      },
    );
    renderExpiry(manager);
    expect(await screen.findByText('Ei kirjautunut')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    // No connection is not the end of the session: nothing forgotten, nothing announced.
    expect(screen.getByText('Voimassa')).toBeInTheDocument();
    expect(manager.removeUser).not.toHaveBeenCalled();
    reachable = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Kirjautunut: uusi@example.fi')).toBeInTheDocument();
    expect(screen.getByText('Voimassa')).toBeInTheDocument();
  });

  it('ends an expired session here without sending the player away to the identity provider', async () => {
    const manager = managerWith(
      { expired: false, profile: { email: 'maija@example.fi' } } as User,
      async () => null,
    );
    renderExpiry(manager);
    expect(await screen.findByText('Kirjautunut: maija@example.fi')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Vanhenna' }).click());
    expect(await screen.findByText('Ei kirjautunut')).toBeInTheDocument();
    expect(screen.getByText('Vanheni, ilmoitus: false')).toBeInTheDocument();
    expect(manager.signoutRedirect).not.toHaveBeenCalled();
  });
});

describe('SessionProvider: signing out', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  function Header() {
    const session = useSession();
    if (!session.ready) return <p>Ladataan</p>;
    return session.loggedIn ? (
      <button type="button" onClick={() => void session.logout()}>
        Kirjaudu ulos
      </button>
    ) : (
      <button type="button" onClick={() => void session.login('/')}>
        Kirjaudu
      </button>
    );
  }

  /** Like oidc-client-ts: removeUser() raises "user unloaded"; signoutRedirect() starts leaving the page. */
  function signedInManager(signout: () => Promise<void> = async () => {}) {
    let stored: Partial<User> | null = {
      expired: false,
      id_token: 'idt',
      profile: { email: 'maija@example.fi' },
    } as User;
    const base = fakeUserManager(stored);
    base.getUser.mockImplementation(async () => stored);
    const manager = {
      ...base,
      removeUser: vi.fn(async () => {
        stored = null;
        for (const [listener] of base.events.addUserUnloaded.mock.calls as [() => void][]) listener();
      }),
      signoutRedirect: vi.fn(signout),
      /** Another tab stores a user (its sign-in). */
      storeElsewhere: (user: Partial<User> | null) => {
        stored = user;
      },
    };
    render(
      <SessionProvider
        getUserManager={async () => manager as unknown as UserManager}
        hasStoredUser={() => stored !== null}
      >
        <Header />
      </SessionProvider>,
    );
    return manager;
  }

  it('keeps "Kirjaudu ulos" under the pointer until the page has left, and leaves once however often it is pressed', async () => {
    const manager = signedInManager();
    const button = await screen.findByRole('button', { name: 'Kirjaudu ulos' });
    await act(async () => button.click());
    await act(async () => screen.getByRole('button', { name: 'Kirjaudu ulos' }).click());
    await act(async () => screen.getByRole('button', { name: 'Kirjaudu ulos' }).click());
    expect(manager.signoutRedirect).toHaveBeenCalledTimes(1);
    expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'idt' });
    expect(manager.removeUser).toHaveBeenCalledTimes(1);
    expect(manager.signinRedirect).not.toHaveBeenCalled();
  });

  it('keeps "Kirjaudu ulos" when the storage is read again (1 s after start) while the page is leaving', async () => {
    // The identity provider's page has not come yet (a slow network or a busy machine).
    const manager = signedInManager(() => new Promise<void>(() => {}));
    const button = await screen.findByRole('button', { name: 'Kirjaudu ulos' });
    await act(async () => button.click());
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('button', { name: 'Kirjaudu ulos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirjaudu' })).not.toBeInTheDocument();
    expect(manager.signoutRedirect).toHaveBeenCalledTimes(1);
  });

  it('follows a sign-out in another tab, and a sign-in there', async () => {
    const manager = signedInManager();
    await screen.findByRole('button', { name: 'Kirjaudu ulos' });
    // Past the storage's second read (1 s after start): from here on only the storage event tells.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    // The other tab forgets the stored user: this tab hears it through the shared storage.
    const user = await manager.getUser();
    await act(async () => {
      await manager.removeUser();
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'oidc.user:http://arpa.localhost/oidc:arpa-web' }),
      );
    });
    expect(await screen.findByRole('button', { name: 'Kirjaudu' })).toBeInTheDocument();
    expect(manager.signoutRedirect).not.toHaveBeenCalled();

    // Another key changing says nothing of the session; the user stored again (a sign-in there) does.
    manager.storeElsewhere(user);
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'arpa_muu_avain' }));
    });
    expect(screen.getByRole('button', { name: 'Kirjaudu' })).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'oidc.user:http://arpa.localhost/oidc:arpa-web' }),
      );
    });
    expect(await screen.findByRole('button', { name: 'Kirjaudu ulos' })).toBeInTheDocument();
  });

  it('shows the signed-out view when the page comes back from the back-forward cache', async () => {
    signedInManager();
    const button = await screen.findByRole('button', { name: 'Kirjaudu ulos' });
    await act(async () => button.click());
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByRole('button', { name: 'Kirjaudu' })).toBeInTheDocument();
  });

  it('signs out on this device when the identity provider cannot be reached, and "Kirjaudu" works again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const manager = signedInManager(async () => {
      throw new Error('Failed to fetch');
    });
    const signOut = await screen.findByRole('button', { name: 'Kirjaudu ulos' });
    await act(async () => signOut.click());
    const signIn = await screen.findByRole('button', { name: 'Kirjaudu' });
    await act(async () => signIn.click());
    expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
