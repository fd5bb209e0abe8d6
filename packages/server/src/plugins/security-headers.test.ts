import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild } from '../test/fake-app-build.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH } from '../http/boot-script.ts';

describe(`security headers (${testDatabaseKind})`, () => {
  let test: TestApp;
  const root = fakeBuild();

  beforeAll(async () => {
    test = await createTestApp({
      appDir: join(root, 'dist'),
      securityHeaders: { formActionOrigins: ['https://maksu.example'] },
    });
  });

  afterAll(async () => {
    await test.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the page policy and the browser protections on pages', async () => {
    const response = await test.request({ url: '/tili', headers: { host: 'localhost:8300' } });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['default-src']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'self'");
    expect(directives['form-action']).toBe("'self' https://maksu.example");
    expect(directives['img-src']).toBe("'self' data:");
    expect(directives['object-src']).toBe("'none'");
    // Same-origin scripts and the one inline loader of rendered pages, by the hash of its exact text.
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(BOOT_SCRIPT_HASH).toBe(hash);
    expect(directives['script-src']).toBe(`'self' ${hash}`);
    expect(directives['script-src']).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets nothing load from or frame a JSON answer, refusals included', async () => {
    for (const url of ['/healthz', '/api/v1/lotteries?variety=claimable', '/api/v1/accounts/self']) {
      const response = await test.request({ url, headers: { host: 'localhost:8300' } });
      expect(response.headers['content-type'], url).toMatch(/json/);
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('asks for HTTPS (HSTS) only off localhost', async () => {
    for (const host of ['localhost:8300', '127.0.0.1:8300', '[::1]:8300', 'localhost']) {
      const response = await test.request({ url: '/healthz', headers: { host } });
      expect(response.headers['strict-transport-security'], host).toBeUndefined();
    }
    const production = await test.request({ url: '/healthz', headers: { host: 'arpa.example.fi' } });
    expect(production.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends the headers on errors, static files and unknown routes too', async () => {
    for (const url of ['/api/v1/accounts/self', '/static/content.json', '/api/v1/no-such-route']) {
      const response = await test.request({ url, headers: { host: 'arpa.example.fi' } });
      expect(response.headers['content-security-policy'], url).toMatch(/^default-src '(self|none)'/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['strict-transport-security'], url).toBeDefined();
    }
  });
});
