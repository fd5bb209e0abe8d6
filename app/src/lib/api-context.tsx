import { useToast } from '@arpa/ui';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useSession } from './session';
import { createApiClient, type ApiClient } from './api-client';

const ApiContext = createContext<ApiClient | null>(null);

/** The API client of the signed-in session, and SWR reading through it (failed reads show a red toast). */
export function ApiProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const toast = useToast();
  const api = useMemo(
    () =>
      createApiClient({
        getIdToken: session.idToken,
        onError: toast.error,
        // The call's own toast says "Istunto vanheni."; the player stays on the page, signed out here.
        onSignatureExpired: () => void session.expire(false),
      }),
    [session, toast],
  );
  // A session that ended at start-up (the renewal was refused) is announced once, in the catalogue's words.
  const announce = session.expiry?.announce ? session.expiry.at : undefined;
  useEffect(() => {
    if (announce === undefined) return;
    void import('@arpa/contract/errors').then(({ errorMessages }) =>
      toast.error(errorMessages.signature_has_expired),
    );
  }, [announce, toast]);
  return (
    <ApiContext.Provider value={api}>
      <SWRConfig value={{ fetcher: (path: string) => api(path), shouldRetryOnError: false }}>
        {children}
      </SWRConfig>
    </ApiContext.Provider>
  );
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside ApiProvider');
  return api;
}
