import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** GET /api/v1/users/auth/start: the identification service's authorisation address, with its state. */
export function startStrongAuth(api: ApiClient) {
  return api.call('GET /api/v1/users/auth/start');
}

/**
 * "Tunnistaudu": asks the server for the identification service's authorisation address (response_type
 * code, scope openid, redirect_uri /auth, a state bound to this player) and sends the browser there. The
 * answered address stays as the mutation's data while the browser leaves.
 */
export function useStartStrongAuth() {
  const api = useApi();
  return useSWRMutation('GET /api/v1/users/auth/start', async () => {
    const { url } = await startStrongAuth(api);
    window.location.assign(url);
    return url;
  });
}
