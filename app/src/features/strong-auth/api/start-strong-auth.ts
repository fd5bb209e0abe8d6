import { useCallback } from 'react';
import { useApi } from '../../../lib/api-context';

/**
 * "Tunnistaudu": asks the server for the identification service's authorisation address (response_type
 * code, scope openid, redirect_uri /auth, a state bound to this player) and sends the browser there.
 */
export function useStartStrongAuth() {
  const api = useApi();
  return useCallback(async () => {
    const { url } = await api.call('GET /api/v1/users/auth/start');
    window.location.assign(url);
  }, [api]);
}
