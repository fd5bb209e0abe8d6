import { LinkComponentProvider, ToastProvider } from '@arpa/ui';
import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session';
import { ApiProvider } from '../lib/api-context';
import { hasStoredUser } from '../lib/auth';
import { getUserManager } from '../lib/user-manager';
import { AppLink } from '../lib/router-link';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <LinkComponentProvider linkComponent={AppLink}>
      <ToastProvider>
        <SessionProvider getUserManager={getUserManager} hasStoredUser={hasStoredUser}>
          <ApiProvider>{children}</ApiProvider>
        </SessionProvider>
      </ToastProvider>
    </LinkComponentProvider>
  );
}
