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

/** The sister sites a visitor may arrive from (`?incoming_from=`), and where the back button returns. */
export type SisterSiteKey = 'pelihuone' | 'voittokauppa';

const sisterSitesByEnvironment: Record<Environment, Record<SisterSiteKey, string>> = {
  production: { pelihuone: 'https://pelihuone.arpa.fi/', voittokauppa: 'https://voittokauppa.arpa.fi/' },
  dev: { pelihuone: 'https://dev.pelihuone.arpa.fi/', voittokauppa: 'https://dev.voittokauppa.arpa.fi/' },
  dev2: { pelihuone: 'https://dev2.pelihuone.arpa.fi/', voittokauppa: 'https://dev2.voittokauppa.arpa.fi/' },
  local: {
    pelihuone: 'http://pelihuone.localhost:8090/',
    voittokauppa: 'http://voittokauppa.localhost:8091/',
  },
};

export interface AppConfig {
  environment: Environment;
  /** Addresses of the known sister sites in this environment. */
  sisterSites: Record<SisterSiteKey, string>;
  /** Static storage: the CMS content file and the custom script live here (SPEC §7). */
  staticStorageUrl: string;
  /** SPEC §9: playable tickets are behind this flag; the server's PLAYABLE_TICKETS_ENABLED, default off. */
  playableTicketsEnabled: boolean;
  /** Named in the footer. */
  serviceProvider: string;
  /** The footer's contact help widget (SPEC §1): how players reach customer service. */
  customerService: { phone: string; email: string; openingHours: string };
  /**
   * The OIDC issuer the app signs in with: in every environment the server's own under /oidc. An
   * environment moved to an external issuer (the server's OIDC_ISSUER) gets its address here.
   */
  oidcAuthority: string;
}

/** Settings the server decides at run time and writes into the page (PLAYABLE_TICKETS_ENABLED). */
export interface ServerFlags {
  playableTicketsEnabled: boolean;
}

/** The flags in a page the server sent: `<meta name="arpa-playable" content="1">` when playable tickets are on. */
export function flagsIn(document: Pick<Document, 'querySelector'>): ServerFlags {
  const playable = document.querySelector('meta[name="arpa-playable"]')?.getAttribute('content');
  return { playableTicketsEnabled: playable === '1' };
}

export function configFor(
  location: Pick<Location, 'hostname' | 'origin'>,
  flags: ServerFlags = { playableTicketsEnabled: false },
): AppConfig {
  const environment = environmentFor(location.hostname);
  return {
    environment,
    sisterSites: sisterSitesByEnvironment[environment],
    staticStorageUrl: `${location.origin}/static`,
    playableTicketsEnabled: flags.playableTicketsEnabled,
    serviceProvider: 'Arpa Oy',
    customerService: {
      phone: '010 123 4567',
      email: 'asiakaspalvelu@arpa.example',
      openingHours: 'ma–pe klo 9–16',
    },
    oidcAuthority: `${location.origin}/oidc`,
  };
}

let serverFlags: ServerFlags = { playableTicketsEnabled: false };

/** The server's render (src/entry-server.tsx) sets the flags it writes into the page, before rendering. */
export function setServerFlags(flags: ServerFlags): void {
  serverFlags = flags;
}

/**
 * In the browser, from the page's own address and the flags the server wrote into it. The server's render
 * has no window: what it renders reads only address-independent settings, so a placeholder origin is
 * enough there, and the flags are the ones `setServerFlags` was given, so hydration renders the same.
 */
export const config: AppConfig =
  typeof window === 'undefined'
    ? Object.defineProperty(
        configFor({ hostname: 'localhost', origin: 'http://localhost' }),
        'playableTicketsEnabled',
        { get: () => serverFlags.playableTicketsEnabled, enumerable: true },
      )
    : configFor(window.location, flagsIn(document));
