import { useEffect, useState } from 'react';
import { config, type SisterSiteKey } from './config';
import { onConsentChange, readConsent } from './consent';
import { writeCookie } from './cookies';

/** The back buttons of the known sister sites (SPEC §2). */
export const sisterSiteLabels: Record<SisterSiteKey, string> = {
  pelihuone: '<< Palaa Pelihuoneeseen',
  voittokauppa: '<< Palaa Voittokauppaan',
};

/** sessionStorage keys: the visit's source is kept for the browser tab's session only (SPEC §4). */
export const INCOMING_FROM_KEY = 'incoming_from';
export const INCOMING_AUTOMATIC_LOGIN_KEY = 'incoming_automatic_login';
/** The campaign of the visit, for the marketing tools (SPEC §4). */
export const CAMPAIGN_COOKIE = 'am_campaign';
const CAMPAIGN_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

function isSisterSite(key: string | null): key is SisterSiteKey {
  return key !== null && Object.hasOwn(sisterSiteLabels, key);
}

/** The visit's campaign, held in memory until the visitor allows marketing cookies. */
let pendingCampaign: string | undefined;

function storeCampaign(): void {
  if (pendingCampaign) writeCookie(CAMPAIGN_COOKIE, pendingCampaign, CAMPAIGN_COOKIE_MAX_AGE_S);
}

// A campaign is marketing: written once the visitor allows marketing, removed when they withdraw it.
onConsentChange((choice) => {
  if (choice.marketing) storeCampaign();
  else writeCookie(CAMPAIGN_COOKIE, '', 0);
});

/**
 * Remembers where the visitor came from: `incoming_from` only when it names a known sister site (an
 * unknown value leaves an earlier source as it was), whether they arrived with `automatic_login=1`, and
 * `campaign` in the `am_campaign` cookie, only with consent to marketing cookies (until then in memory).
 */
export function captureIncoming(search: string, storage: Storage = window.sessionStorage): void {
  const params = new URLSearchParams(search);
  const from = params.get('incoming_from');
  if (isSisterSite(from)) {
    storage.setItem(INCOMING_FROM_KEY, from);
    if (params.get('automatic_login') === '1') storage.setItem(INCOMING_AUTOMATIC_LOGIN_KEY, '1');
  }
  const campaign = params.get('campaign');
  if (!campaign) return;
  pendingCampaign = campaign;
  if (readConsent()?.marketing) storeCampaign();
}

export interface IncomingSource {
  site: SisterSiteKey;
  /** The visitor arrived with `automatic_login=1`. */
  automaticLogin: boolean;
}

/** The sister site this session came from, if any. */
export function readIncoming(storage: Storage = window.sessionStorage): IncomingSource | undefined {
  const site = storage.getItem(INCOMING_FROM_KEY);
  if (!isSisterSite(site)) return undefined;
  return { site, automaticLogin: storage.getItem(INCOMING_AUTOMATIC_LOGIN_KEY) === '1' };
}

export interface SisterSiteBackLink {
  label: string;
  href: string;
}

/**
 * The Header's back button: back to the sister site, with `automatic_login=1` when the user is logged
 * in or arrived with automatic login.
 */
export function sisterSiteBackLink(
  incoming: IncomingSource,
  loggedIn: boolean,
  sites: Record<SisterSiteKey, string> = config.sisterSites,
): SisterSiteBackLink {
  const url = new URL(sites[incoming.site]);
  if (loggedIn || incoming.automaticLogin) url.searchParams.set('automatic_login', '1');
  return { label: sisterSiteLabels[incoming.site], href: url.toString() };
}

/** Captures the source of every address the visitor lands on and gives the back button it leads to. */
export function useSisterSiteBackLink(search: string, loggedIn: boolean): SisterSiteBackLink | undefined {
  const [incoming, setIncoming] = useState<IncomingSource>();
  useEffect(() => {
    captureIncoming(search);
    setIncoming(readIncoming());
  }, [search]);
  return incoming && sisterSiteBackLink(incoming, loggedIn);
}
