import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH } from '../http/boot-script.ts';

describe(`security headers (${testDatabaseKind})`, () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ securityHeaders: { formActionOrigins: ['https://maksu.example'] } });
  });

  afterAll(() => test.close());

  it('sends the content security policy and the browser protections on API answers', async () => {
    const response = await test.request({ url: '/healthz', headers: { host: 'localhost:8300' } });
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
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['strict-transport-security'], url).toBeDefined();
    }
  });
});
