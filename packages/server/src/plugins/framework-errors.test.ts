import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetTexts } from '../idp/password-reset.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';
import { badAddressTexts } from './framework-errors.ts';

/** Sends raw bytes to the listening server and answers the status line and the JSON body. */
function rawRequest(port: number, bytes: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      try {
        resolve({ status, body: JSON.parse(body) });
      } catch {
        resolve({ status, body });
      }
    });
    socket.write(bytes);
  });
}

describe(`refusals before routing answer catalogued codes (${testDatabaseKind})`, () => {
  let test: TestApp;
  let port: number;

  beforeAll(async () => {
    test = await createTestApp();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(() => test.close());

  it('a URL that cannot be decoded: 400 invalid_format', async () => {
    const response = await test.request({ url: '/api/v1/lotteries/by-slug/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_format' });
  });

  it('a page address that cannot be decoded: a Finnish page with the way home, not JSON', async () => {
    for (const url of ['/voittokauppa/%E0%A4%A', '/%', '/tili/%C0%AF', '/voittokauppa/%00', '/?x=%00']) {
      const response = await test.request({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain(badAddressTexts.text);
      expect(response.body, url).toContain('<a href="/">Siirry etusivulle</a>');
    }
  });

  it('an API address with a NUL in it: the catalogued JSON', async () => {
    const response = await test.request({ url: '/api/v1/lotteries/by-slug/a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_format' });
  });

  it('a password-reset link mangled on its way: the link does not work, ask for a new one', async () => {
    const response = await test.request({ url: '/oidc/password-reset/abc%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.body).toContain(resetTexts.linkInvalid);
    expect(response.body).toContain('<a href="/oidc/password-reset">Pyydä uusi linkki</a>');
  });

  it('an over-long path parameter: 414 value_too_big', async () => {
    const response = await test.request({ url: `/api/v1/lotteries/by-slug/${'a'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ code: 'value_too_big' });
  });

  it('oversized headers: 431 payload_too_large', async () => {
    const response = await rawRequest(
      port,
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(response.body).toMatchObject({ code: 'payload_too_large' });
  });

  it('a request line that is not HTTP: 400 invalid_format', async () => {
    const response = await rawRequest(port, 'HELLO WORLD\r\n\r\n');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_format' });
  });
});
