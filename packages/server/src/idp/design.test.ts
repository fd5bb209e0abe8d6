import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designTokens, fontFaces } from '@arpa/contract/design-tokens';
import { Browser, authorizationRequest } from './test-client.ts';
import { identityTestApp, type IdentityTestApp } from './test-app.ts';

describe("the identity provider's pages in the site's design", () => {
  let setup: IdentityTestApp;
  beforeAll(async () => {
    setup = await identityTestApp();
  }, 60_000);
  afterAll(() => setup.close());

  async function pages() {
    const browser = new Browser(setup.app);
    const login = await browser.follow(await browser.request(authorizationRequest().url));
    const reset = await browser.request('/oidc/password-reset');
    return [login.body, reset.body];
  }

  it("uses the site's font family, colours, spacing and radii from the design tokens", async () => {
    for (const page of await pages()) {
      const css = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
      expect(css).toContain(`font-family:${designTokens.font.body}`);
      expect(css).toContain(`background:${designTokens.color.brand}`);
      expect(css).toContain(`background-color:${designTokens.color.surfaceMuted}`);
      expect(css).toContain(`border-radius:${designTokens.radius.full}`);
      expect(css).toContain(`padding:${designTokens.space.xlarge} ${designTokens.space.large}`);
      expect(css).not.toMatch(/font-family:Inter,system-ui/);
      for (const face of fontFaces.faces) {
        expect(css).toMatch(
          new RegExp(
            `@font-face\\{font-family:"${fontFaces.family}";src:url\\("/oidc/fonts/${face.file}\\?v=[0-9a-f]{12}"\\) format\\("woff2"\\);font-weight:${face.weight}`,
          ),
        );
      }
    }
  });

  it("serves the site's own font files, and nothing else, below the issuer", async () => {
    for (const face of fontFaces.faces) {
      const response = await setup.app.inject({ url: `/oidc/fonts/${face.file}?v=x` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('font/woff2');
      expect(response.headers['cache-control']).toContain('immutable');
      const file = readFileSync(new URL(`../../../ui/src/theme/fonts/${face.file}`, import.meta.url));
      expect(response.rawPayload.equals(file)).toBe(true);
    }
    for (const other of ['LICENSE-Inter-OFL.txt', '..%2F..%2Ftokens.ts', 'missing.woff2']) {
      expect((await setup.app.inject({ url: `/oidc/fonts/${other}` })).statusCode).toBe(404);
    }
  });
});
