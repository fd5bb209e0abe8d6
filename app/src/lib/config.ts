/** The environment is chosen by the site's origin (SPEC §7); `local` is the default. */
export type Environment = 'production' | 'dev' | 'dev2' | 'local';

const environmentsByHost: Record<string, Environment> = {
  'arpa.fi': 'production',
  'www.arpa.fi': 'production',
  'dev.arpa.fi': 'dev',
  'dev2.arpa.fi': 'dev2',
};

export function environmentFor(hostname: string): Environment {
  return environmentsByHost[hostname] ?? 'local';
}

export interface AppConfig {
  environment: Environment;
  /** Static storage: the CMS content file and the custom script live here (SPEC §7). */
  staticStorageUrl: string;
  /** SPEC §9: playable tickets are behind this flag, currently off. */
  playableTicketsEnabled: boolean;
  /** Named in the footer. */
  serviceProvider: string;
}

export function configFor(location: Pick<Location, 'hostname' | 'origin'>): AppConfig {
  return {
    environment: environmentFor(location.hostname),
    staticStorageUrl: `${location.origin}/static`,
    playableTicketsEnabled: false,
    serviceProvider: 'Arpa Oy',
  };
}

export const config = configFor(window.location);
