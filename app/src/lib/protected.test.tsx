import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User, UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUserManager } from '../test/fake-user-manager';
import { RequireLogin, signedOutTexts } from './protected';
import { SessionProvider } from './session';

/** The OIDC client as the session uses it, over a stored user another tab may take away. */
function identity(signedIn: boolean) {
  let stored: Partial<User> | null = signedIn
    ? ({ expired: false, id_token: 'idt', profile: { email: 'maija@example.fi' } } as User)
    : null;
  const manager = fakeUserManager(null);
  manager.getUser.mockImplementation(async () => stored);
  render(
    <SessionProvider
      getUserManager={async () => manager as unknown as UserManager}
      hasStoredUser={() => stored !== null}
    >
      <RequireLogin>
        <h1>Omat tiedot</h1>
      </RequireLogin>
    </SessionProvider>,
  );
  return {
    manager,
    /** Another tab signs out: the shared storage loses the user and this tab hears of it. */
    signOutElsewhere: () =>
      act(async () => {
        stored = null;
        window.dispatchEvent(
          new StorageEvent('storage', { key: 'oidc.user:http://arpa.localhost/oidc:arpa-web' }),
        );
      }),
  };
}

describe('a page that needs login', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('sends a visitor who opens it logged out to sign in', async () => {
    const { manager } = identity(false);
    await vi.waitFor(() => expect(manager.signinRedirect).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Omat tiedot' })).not.toBeInTheDocument();
    expect(screen.queryByText(signedOutTexts.text)).not.toBeInTheDocument();
  });

  it('says the session ended when the player signs out in another tab, and signs in only when asked', async () => {
    const { manager, signOutElsewhere } = identity(true);
    expect(await screen.findByRole('heading', { name: 'Omat tiedot' })).toBeInTheDocument();
    // Past the session's second read of the storage (1 s after start): only the storage event tells now.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('heading', { name: 'Omat tiedot' })).toBeInTheDocument();
    await signOutElsewhere();
    expect(await screen.findByRole('status')).toHaveTextContent(signedOutTexts.text);
    expect(screen.queryByRole('heading', { name: 'Omat tiedot' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(manager.signinRedirect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: signedOutTexts.login }));
    expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
  });
});
