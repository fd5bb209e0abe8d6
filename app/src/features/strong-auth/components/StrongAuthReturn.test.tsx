import type { User } from 'oidc-client-ts';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { createFakeServer, reply, type FakeServer } from '../../../test/fake-server';
import { renderApp, testPlayer } from '../../../test/render-app';
import { StrongAuthReturn } from './StrongAuthReturn';

// The unit project shares modules between files (isolate: false): a module another file loaded under its
// vi.mock of lib/session would keep that mock here. This file starts from fresh app modules.
vi.hoisted(() => vi.resetModules());

/** /tili as far as this flow goes: the name the header would show (the session's id token's). */
function AccountPage() {
  const { user } = useSession();
  const { search } = useLocation();
  return (
    <>
      <p>
        Oma tili: {user?.profile.given_name} {user?.profile.family_name}
      </p>
      <output aria-label="Osoitteen kysely">{search}</output>
    </>
  );
}

/** The identification service's confirmed names, as the renewed id token carries them. */
const confirmed = { ...testPlayer, given_name: 'Matti', family_name: 'Virtanen' };

interface Answer {
  status: number;
  body: unknown;
}

/** The server's answer to POST /api/v1/users/auth, given only once `release` is called. */
function authServer(answer: Answer): { server: FakeServer; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createFakeServer().on('POST', '/api/v1/users/auth', async () => {
    await released;
    return answer.status === 200 ? answer.body : reply(answer.status, answer.body);
  });
  return { server, release };
}

async function renderReturn(search: string, answer: Answer) {
  const { server, release } = authServer(answer);
  const result = await renderApp(<StrongAuthReturn />, {
    url: `/auth${search}`,
    routes: { '/tili': <AccountPage /> },
    server,
  });
  // The identity provider renews the tokens with the confirmed names from now on.
  const renewed = { expired: false, id_token: 'renewed.id.token', profile: confirmed } as unknown as User;
  const signinSilent = vi.spyOn(result.identity, 'signinSilent').mockResolvedValue(renewed);
  release();
  return { ...result, signinSilent };
}

async function landsOn(search: string) {
  expect((await screen.findByRole('status', { name: 'Osoitteen kysely' })).textContent).toBe(search);
}

describe('the strong-authentication return', () => {
  it('posts code and state, renews the tokens so the confirmed names show, and goes to /tili?auth=ok', async () => {
    const { server, signinSilent } = await renderReturn('?code=abc&state=xyz', {
      status: 200,
      body: { strongly_authenticated: { first_names: 'Matti', family_name: 'Virtanen' } },
    });
    await landsOn('?auth=ok');
    expect(screen.getByText('Oma tili: Matti Virtanen')).toBeInTheDocument();
    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(server.requestsTo('POST', '/api/v1/users/auth').map((r) => r.body)).toEqual([
      { code: 'abc', state: 'xyz' },
    ]);
  });

  it('goes to auth=eventio-error when the personal code is linked to another account', async () => {
    await renderReturn('?code=abc&state=xyz', {
      status: 409,
      body: { code: 'personal_code_already_linked' },
    });
    await landsOn('?auth=eventio-error');
  });

  it('goes to auth=error on any other failure, keeping the typed names', async () => {
    const { signinSilent } = await renderReturn('?code=abc&state=xyz', {
      status: 400,
      body: { code: 'invalid_auth_token' },
    });
    await landsOn('?auth=error');
    expect(screen.getByText('Oma tili: Maija Meikäläinen')).toBeInTheDocument();
    expect(signinSilent).not.toHaveBeenCalled();
  });

  it('goes to auth=error without asking the server when the service sent no code', async () => {
    const { server } = await renderReturn('?error=access_denied&state=xyz', { status: 200, body: {} });
    await landsOn('?auth=error');
    expect(server.requestsTo('POST', '/api/v1/users/auth')).toHaveLength(0);
  });
});
