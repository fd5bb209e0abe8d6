import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_EVENT,
  formatConsent,
  parseConsent,
  publishConsent,
  readConsent,
  saveConsent,
} from './consent';

afterEach(() => {
  document.cookie = 'arpa_consent=; Max-Age=0; Path=/';
  delete window.arpaConsent;
});

describe('cookie consent', () => {
  it('has no choice before the visitor makes one, and a damaged value counts as none', () => {
    expect(readConsent()).toBeUndefined();
    expect(parseConsent('v1.a1.m7')).toBeUndefined();
    expect(parseConsent('kaikki')).toBeUndefined();
    publishConsent();
    expect(window.arpaConsent).toBeUndefined();
  });

  it('stores the choice in a cookie, shares it with the operator script and announces it', () => {
    const heard = vi.fn();
    window.addEventListener(CONSENT_EVENT, (event) => heard((event as CustomEvent).detail));
    saveConsent({ analytics: true, marketing: false });
    expect(document.cookie).toContain('arpa_consent=v1.a1.m0');
    expect(readConsent()).toEqual({ analytics: true, marketing: false });
    expect(window.arpaConsent).toEqual({ analytics: true, marketing: false });
    expect(heard).toHaveBeenCalledWith({ analytics: true, marketing: false });
    expect(formatConsent({ analytics: false, marketing: true })).toBe('v1.a0.m1');
  });
});
