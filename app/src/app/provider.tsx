import { LinkComponentProvider, ToastProvider } from '@arpa/ui';
import type { ReactNode } from 'react';
import { SessionProvider, type SessionProviderProps } from '../lib/session';
import { ApiProvider } from '../lib/api-context';
import { hasStoredUser } from '../lib/auth';
import { getUserManager } from '../lib/user-manager';
import { AppLink } from '../lib/router-link';

export interface AppProviderProps {
  children: ReactNode;
  /** The identity provider's client and whether a user is stored; component tests pass a fake one. */
  identity?: Pick<SessionProviderProps, 'getUserManager' | 'hasStoredUser'>;
}

export function AppProvider({ children, identity = { getUserManager, hasStoredUser } }: AppProviderProps) {
  return (
    <LinkComponentProvider linkComponent={AppLink}>
      <ToastProvider>
        <SessionProvider getUserManager={identity.getUserManager} hasStoredUser={identity.hasStoredUser}>
          <ApiProvider>{children}</ApiProvider>
        </SessionProvider>
      </ToastProvider>
    </LinkComponentProvider>
  );
}
