import { afterEach, describe, expect, it } from 'vitest';
import { saveConsent } from './consent';
import { captureIncoming, readIncoming, sisterSiteBackLink } from './incoming';

const sites = { pelihuone: 'https://pelihuone.example/', voittokauppa: 'https://voittokauppa.example/koti' };

afterEach(() => {
  sessionStorage.clear();
  document.cookie = 'am_campaign=; Max-Age=0; Path=/';
  document.cookie = 'arpa_consent=; Max-Age=0; Path=/';
});

describe('incoming source', () => {
  it('keeps a known sister site for the session and offers its back button', () => {
    captureIncoming('?incoming_from=pelihuone');
    const incoming = readIncoming();
    expect(incoming).toEqual({ site: 'pelihuone', automaticLogin: false });
    expect(sisterSiteBackLink(incoming!, false, sites)).toEqual({
      label: '<< Palaa Pelihuoneeseen',
      href: 'https://pelihuone.example/',
    });
  });

  it('ignores an unknown key and leaves an earlier source as it was', () => {
    captureIncoming('?incoming_from=tuntematon');
    expect(readIncoming()).toBeUndefined();
    captureIncoming('?incoming_from=voittokauppa');
    captureIncoming('?incoming_from=tuntematon');
    expect(readIncoming()?.site).toBe('voittokauppa');
  });

  it('returns with automatic_login=1 when logged in or when the visitor arrived with it', () => {
    captureIncoming('?incoming_from=voittokauppa');
    expect(sisterSiteBackLink(readIncoming()!, true, sites)).toEqual({
      label: '<< Palaa Voittokauppaan',
      href: 'https://voittokauppa.example/koti?automatic_login=1',
    });
    expect(sisterSiteBackLink(readIncoming()!, false, sites).href).toBe('https://voittokauppa.example/koti');
    captureIncoming('?incoming_from=voittokauppa&automatic_login=1');
    expect(sisterSiteBackLink(readIncoming()!, false, sites).href).toBe(
      'https://voittokauppa.example/koti?automatic_login=1',
    );
  });

  it('keeps the campaign in the am_campaign cookie when marketing cookies are allowed', () => {
    saveConsent({ analytics: false, marketing: true });
    captureIncoming('?campaign=kevat%202026');
    expect(document.cookie).toContain('am_campaign=kevat%202026');
  });

  it('sets no campaign cookie before consent, writes it on consent and removes it on withdrawal', () => {
    captureIncoming('?campaign=syksy');
    expect(document.cookie).not.toContain('am_campaign');
    saveConsent({ analytics: true, marketing: false });
    expect(document.cookie).not.toContain('am_campaign');
    saveConsent({ analytics: false, marketing: true });
    expect(document.cookie).toContain('am_campaign=syksy');
    saveConsent({ analytics: false, marketing: false });
    expect(document.cookie).not.toContain('am_campaign');
  });
});
