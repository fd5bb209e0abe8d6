export { CookieConsent, allCookies, necessaryOnly } from './CookieConsent';
export type { CookieChoice, CookieConsentProps } from './CookieConsent';
