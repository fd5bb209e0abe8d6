import { useToast } from '@arpa/ui';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useSession } from './session';
import { createApiClient, type ApiClient } from './api-client';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * The API client of the signed-in session (failed calls show a red toast). SWR reads go through it by
 * `useApiRead` (lib/api-read.ts), each with its typed call as the fetcher.
 */
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
      {/* No default fetcher: every read brings the typed client's call (lib/api-read.ts). */}
      <SWRConfig value={{ shouldRetryOnError: false }}>{children}</SWRConfig>
    </ApiContext.Provider>
  );
}

/** Provides a client made elsewhere, e.g. a test's fake one (lib/fake-api-client.ts); the app uses ApiProvider. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside ApiProvider');
  return api;
}
