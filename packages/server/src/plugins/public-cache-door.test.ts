import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLotteries } from '../modules/admin/lotteries-import.ts';
import { demoSeedDir } from '../modules/admin/seed.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';

const adminToken = 'oven-testiavain';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Headers that differ between any two answers (the clock, the connection), left out of comparisons. */
const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !perConnection.has(name)));

describe(`public cache answered at the server's door (${testDatabaseKind})`, () => {
  let test: TestApp;
  let port: number;
  /** Requests the framework answered, by URL: an answer from the door is not among them. */
  const seen: string[] = [];

  beforeAll(async () => {
    test = await createTestApp({
      env: { ADMIN_TOKEN: adminToken },
      testRoutes: (app) => {
        // Every answer the framework sends ends here, whichever hook sent it.
        app.addHook('onResponse', (request, _reply, done) => {
          seen.push(`${request.method} ${request.url}`);
          done();
        });
      },
    });
    await importLotteries(test.db, readFileSync(join(demoSeedDir, 'lotteries.json'), 'utf8'));
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(() => test.close());

  /** A request over a real socket (`inject` goes round the door, straight to the framework). */
  function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  /** Whether the framework saw this request (made now): false when the door answered it. */
  async function throughFramework(path: string, headers: Record<string, string> = {}, method = 'GET') {
    const before = seen.length;
    const answer = await get(path, headers, method);
    // The framework's onResponse runs as the answer is handed to the socket, before the client reads it.
    await new Promise((resolve) => setImmediate(resolve));
    return { answer, framework: seen.slice(before).includes(`${method} ${path}`) };
  }

  it('answers a kept public read itself, with the bytes and headers the framework sends for it', async () => {
    const path = '/api/v1/shop/categories';
    expect((await throughFramework(path)).framework).toBe(true);
    const { answer, framework } = await throughFramework(path);
    expect(framework).toBe(false);
    expect(answer.status).toBe(200);
    const viaFramework = await test.app.inject({ method: 'GET', url: path });
    expect(answer.body.toString('utf8')).toBe(viaFramework.body);
    expect(comparable(answer.headers)).toEqual(comparable(viaFramework.headers));

    // Asked for by the site's name, not localhost: HSTS, as the framework sends it.
    const named = { host: 'arpa.example' };
    const door = await throughFramework(path, named);
    expect(door.framework).toBe(false);
    expect(door.answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const namedViaFramework = await test.app.inject({ method: 'GET', url: path, headers: named });
    expect(comparable(door.answer.headers)).toEqual(comparable(namedViaFramework.headers));
  });

  it('sends the kept brotli copy of a large answer once it is made, as the framework does', async () => {
    const path = '/api/v1/lotteries?variety=claimable';
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    let door = await throughFramework(path, br);
    // The copy is made off the event loop after the first answer that asks for it.
    for (let tries = 0; door.framework && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      door = await throughFramework(path, br);
    }
    expect(door.framework).toBe(false);
    expect(door.answer.headers['content-encoding']).toBe('br');
    expect(door.answer.headers.vary).toBe('accept-encoding');
    const viaFramework = await test.app.inject({ method: 'GET', url: path, headers: br });
    expect(brotliDecompressSync(door.answer.body).toString('utf8')).toBe(
      brotliDecompressSync(viaFramework.rawPayload).toString('utf8'),
    );
    expect(comparable(door.answer.headers)).toEqual(comparable(viaFramework.headers));
  });

  it('leaves to the framework what it reads differently: credentials, a validator, HEAD, a forwarded host', async () => {
    const path = '/api/v1/lotteries/by-slug/assa-arpa';
    await get(path);
    expect((await throughFramework(path)).framework).toBe(false);

    const token = { authorization: 'Bearer roskaa' };
    const withToken = await throughFramework(path, token);
    expect(withToken.framework).toBe(true);
    expect(withToken.answer.status).toBe(
      (await test.app.inject({ method: 'GET', url: path, headers: token })).statusCode,
    );

    const etag = (await get(path)).headers.etag as string;
    const revalidated = await throughFramework(path, { 'if-none-match': etag });
    expect(revalidated.framework).toBe(true);
    expect(revalidated.answer.status).toBe(304);

    expect((await throughFramework(path, {}, 'HEAD')).framework).toBe(true);
    expect((await throughFramework(path, { 'x-forwarded-host': 'arpa.example' })).framework).toBe(true);
  });

  it('answers with the operator’s change at once, not with what it kept', async () => {
    const path = '/api/v1/shop/categories';
    await get(path);
    const before = await throughFramework(path);
    expect(before.framework).toBe(false);
    expect(JSON.parse(before.answer.body.toString('utf8'))).toMatchObject({ data: expect.any(Array) });

    test.app.publicCache.invalidate();
    const after = await throughFramework(path);
    expect(after.framework).toBe(true);
    expect(after.answer.status).toBe(200);
  });
});
