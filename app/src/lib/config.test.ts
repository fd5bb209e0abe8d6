import { describe, expect, it } from 'vitest';
import { config, configFor, flagsIn } from './config';

describe('configFor', () => {
  it('chooses the environment by the site origin, local by default (SPEC §7)', () => {
    expect(configFor({ hostname: 'arpa.fi', origin: 'https://arpa.fi' }).environment).toBe('production');
    expect(configFor({ hostname: 'dev2.arpa.fi', origin: 'https://dev2.arpa.fi' }).environment).toBe('dev2');
    expect(configFor({ hostname: 'localhost', origin: 'http://localhost:8080' }).environment).toBe('local');
  });

  it("signs in with the site's own issuer and reads static storage from the site", () => {
    const config = configFor({ hostname: 'dev.arpa.fi', origin: 'https://dev.arpa.fi' });
    expect(config.oidcAuthority).toBe('https://dev.arpa.fi/oidc');
    expect(config.staticStorageUrl).toBe('https://dev.arpa.fi/static');
    expect(config.sisterSites.pelihuone).toBe('https://dev.pelihuone.arpa.fi/');
  });

  it('turns playable tickets on only when the page the server sent says so (PLAYABLE_TICKETS_ENABLED)', () => {
    const page = document.implementation.createHTMLDocument('Arpa');
    expect(flagsIn(page).playableTicketsEnabled).toBe(false);
    const meta = page.createElement('meta');
    meta.name = 'arpa-playable';
    meta.content = '1';
    page.head.append(meta);
    expect(flagsIn(page).playableTicketsEnabled).toBe(true);
    const local = { hostname: 'localhost', origin: 'http://localhost:8080' };
    expect(configFor(local, flagsIn(page)).playableTicketsEnabled).toBe(true);
    expect(configFor(local).playableTicketsEnabled).toBe(false);
    // This test page has no flag: the app's config is off, as the site is without the setting.
    expect(config.playableTicketsEnabled).toBe(false);
  });
});
