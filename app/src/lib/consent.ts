import type { CookieChoice } from '@arpa/ui';
import { readCookie, writeCookie } from './cookies';

/**
 * The visitor's cookie choice (docs/decisions/0029-cookie-consent.md). Kept in a necessary first-party cookie for
 * 12 months; the operator's custom script reads it from `window.arpaConsent` and hears changes as the
 * `arpa:consent` event, so it sets its analytics and marketing cookies only with consent.
 */
export const CONSENT_COOKIE = 'arpa_consent';
const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Opens the cookie settings from anywhere: the /evasteet button, the footer or the operator's script. */
export const COOKIE_SETTINGS_EVENT = 'arpa:cookie-settings';
export const CONSENT_EVENT = 'arpa:consent';

declare global {
  interface Window {
    /** The visitor's cookie choice; undefined until they choose (nothing optional before that). */
    arpaConsent?: CookieChoice;
  }
}

/** `v1.a1.m0`: the format's version, then analytics and marketing. */
export function formatConsent(choice: CookieChoice): string {
  return `v1.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/** The stored choice; an unknown or damaged value counts as no choice, so the visitor is asked again. */
export function parseConsent(value: string | undefined): CookieChoice | undefined {
  const match = /^v1\.a([01])\.m([01])$/.exec(value ?? '');
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : undefined;
}

export function readConsent(cookieString: string = document.cookie): CookieChoice | undefined {
  return parseConsent(readCookie(CONSENT_COOKIE, cookieString));
}

type ConsentListener = (choice: CookieChoice) => void;
const listeners = new Set<ConsentListener>();

/** Called with every new choice (e.g. to write or remove the campaign cookie). */
export function onConsentChange(listener: ConsentListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shares the stored choice with the operator's script; called once at start, before the script loads. */
export function publishConsent(win: Window = window): void {
  win.arpaConsent = readConsent(win.document.cookie);
}

/** Stores a choice, tells the operator's script and the app's own optional features. */
export function saveConsent(choice: CookieChoice, win: Window = window): void {
  writeCookie(CONSENT_COOKIE, formatConsent(choice), CONSENT_MAX_AGE_S);
  win.arpaConsent = choice;
  for (const listener of listeners) listener(choice);
  win.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }));
}

export function openCookieSettings(win: Window = window): void {
  win.dispatchEvent(new CustomEvent(COOKIE_SETTINGS_EVENT));
}
