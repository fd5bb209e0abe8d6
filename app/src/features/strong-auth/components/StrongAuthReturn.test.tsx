import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { StrongAuthReturn } from './StrongAuthReturn';
import { ApiClientProvider } from '../../../lib/api-context';
import { fakeApiClient } from '../../../lib/fake-api-client';

const api = vi.fn();
const refresh = vi.fn(async () => {});
vi.mock('../../../lib/session', () => ({ useSession: () => ({ refresh }) }));

function renderReturn(search: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <StrongAuthReturn /> },
      { path: '/tili', element: <p>Oma tili</p> },
    ],
    { initialEntries: [`/auth${search}`] },
  );
  render(
    <ApiClientProvider client={fakeApiClient(api)}>
      <RouterProvider router={router} />
    </ApiClientProvider>,
  );
  return router;
}

async function landsOn(router: ReturnType<typeof renderReturn>, search: string) {
  await screen.findByText('Oma tili');
  expect(router.state.location.pathname).toBe('/tili');
  expect(router.state.location.search).toBe(search);
}

describe('the strong-authentication return', () => {
  beforeEach(() => {
    api.mockReset();
    refresh.mockClear();
  });

  it('posts code and state and goes to /tili?auth=ok', async () => {
    api.mockResolvedValue({ strongly_authenticated: { first_names: 'Matti', family_name: 'Virtanen' } });
    const router = renderReturn('?code=abc&state=xyz');
    await landsOn(router, '?auth=ok');
    // The header's name comes from the tokens: they are renewed to carry the confirmed names.
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(
      '/api/v1/users/auth',
      expect.objectContaining({ method: 'POST', body: { code: 'abc', state: 'xyz' } }),
    );
  });

  it('goes to auth=eventio-error when the personal code is linked to another account', async () => {
    api.mockImplementation(async () => {
      throw new ApiRequestError(
        409,
        { code: 'personal_code_already_linked' },
        '',
        'personal_code_already_linked',
      );
    });
    await landsOn(renderReturn('?code=abc&state=xyz'), '?auth=eventio-error');
  });

  it('goes to auth=error on any other failure', async () => {
    api.mockImplementation(async () => {
      throw new ApiRequestError(400, { code: 'invalid_auth_token' }, '', 'invalid_auth_token');
    });
    await landsOn(renderReturn('?code=abc&state=xyz'), '?auth=error');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('goes to auth=error without asking the server when the service sent no code', async () => {
    await landsOn(renderReturn('?error=access_denied&state=xyz'), '?auth=error');
    expect(api).not.toHaveBeenCalled();
  });
});
