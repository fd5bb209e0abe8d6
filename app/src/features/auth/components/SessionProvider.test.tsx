import { act, render, screen } from '@testing-library/react';
import type { User, UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './SessionProvider';

function Status() {
  const session = useSession();
  if (!session.ready) return <p>Ladataan</p>;
  return <p>{session.loggedIn ? `Kirjautunut: ${session.user?.profile.email}` : 'Ei kirjautunut'}</p>;
}

function fakeUserManager(user: Partial<User> | null) {
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
