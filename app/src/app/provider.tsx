import { LinkComponentProvider } from '@arpa/ui';
import type { ReactNode } from 'react';
import { AppLink } from '../lib/router-link';

export function AppProvider({ children }: { children: ReactNode }) {
  return <LinkComponentProvider linkComponent={AppLink}>{children}</LinkComponentProvider>;
}
