import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, testPlayer } from '../../../test/render-app';
import { SignInCallback, signInFailureTexts } from './SignInCallback';

/** The OIDC client at /callback: the code exchange fails, and a user is stored (or not). */
function failingCallback(storedUser: unknown) {
  const manager = {
    signinRedirectCallback: vi.fn(async () => {
      throw new Error('No matching state found in storage');
    }),
    getUser: vi.fn(async () => storedUser),
  };
  return { manager, getUserManager: async () => manager as unknown as UserManager };
}

describe('/callback when the sign-in cannot be finished', () => {
  it('says so in Finnish and offers to sign in again or go to the front page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { getUserManager } = failingCallback(null);
    const login = vi.fn(async () => undefined);
    await renderApp(<SignInCallback getUserManager={getUserManager} login={login} />, {
      url: '/callback?code=vanha&state=toinen-valilehti',
      path: '/callback',
      player: null,
    });
    const body = await screen.findByText(signInFailureTexts.body);
    expect(body.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: signInFailureTexts.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: signInFailureTexts.home })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: signInFailureTexts.retry }));
    expect(login).toHaveBeenCalledWith('/');
  });

  it('goes on to the front page without a word when the player is signed in already (a reloaded callback)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { getUserManager } = failingCallback({ expired: false, profile: testPlayer });
    await renderApp(<SignInCallback getUserManager={getUserManager} login={vi.fn()} />, {
      url: '/callback?code=kaytetty&state=jo-kaytetty',
      path: '/callback',
      routes: { '/': <p>Etusivu</p> },
    });
    expect(await screen.findByText('Etusivu')).toBeInTheDocument();
    expect(screen.queryByText(signInFailureTexts.title)).not.toBeInTheDocument();
  });
});
