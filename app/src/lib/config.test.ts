import { describe, expect, it } from 'vitest';
import { configFor } from './config';

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
});
