import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp, type TestAppOptions } from '../test/harness.ts';
import { serverLimitsFromEnv } from './limits.ts';

describe('serverLimitsFromEnv', () => {
  it('has deadlines for every request by default, load shedding in production', () => {
    expect(serverLimitsFromEnv({})).toEqual({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 10_000,
      connectionTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      maxRequestsPerSocket: 1000,
      maxConnectionsPerAddress: 64,
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0,
    });
    expect(serverLimitsFromEnv({ NODE_ENV: 'production' })).toMatchObject({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0.98,
    });
    // Behind a trusted proxy every socket is the proxy's: the cap is the proxy's to enforce.
    expect(serverLimitsFromEnv({ TRUST_PROXY: '1' }).maxConnectionsPerAddress).toBe(0);
    expect(
      serverLimitsFromEnv({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '500' }).maxConnectionsPerAddress,
    ).toBe(500);
  });

  it.each([
    [{ REQUEST_TIMEOUT_MS: 'soon' }, /REQUEST_TIMEOUT_MS/],
    [{ REQUEST_TIMEOUT_MS: '0' }, /REQUEST_TIMEOUT_MS/],
    [{ MAX_CONNECTIONS_PER_ADDRESS: '-1' }, /MAX_CONNECTIONS_PER_ADDRESS/],
    [{ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' }, /HEADERS_TIMEOUT_MS/],
    [{ MAX_EVENT_LOOP_UTILIZATION: '2' }, /MAX_EVENT_LOOP_UTILIZATION/],
  ])('refuses %j, naming the setting', (env, name) => {
    expect(() => serverLimitsFromEnv(env)).toThrow(name);
  });
});

interface RawClient {
  socket: Socket;
  received: () => string;
  closedAfterMs: Promise<number>;
}

/** A raw TCP client: sees what the server answers and when it closes the connection. */
async function rawClient(port: number): Promise<RawClient> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const started = Date.now();
  let data = '';
  socket.on('data', (chunk) => (data += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closedAfterMs = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(Date.now() - started)),
  );
  return { socket, received: () => data, closedAfterMs };
}

// The HTTP server's own deadlines, caps and load shedding: the database takes no part in them (its probe in
// /readyz answers from either engine alike), so they run once, in the PGlite pass; the event-loop test alone
// keeps a core busy for two seconds.
describe.skipIf(testDatabaseKind !== 'pglite')('timeouts and limits on a listening server', () => {
  let t: TestApp | undefined;
  const timers: NodeJS.Timeout[] = [];
  afterEach(async () => {
    for (const timer of timers) clearInterval(timer);
    await t?.close();
    t = undefined;
  });

  async function listen(env: NodeJS.ProcessEnv, testRoutes?: TestAppOptions['testRoutes']) {
    t = await createTestApp({ env, testRoutes });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return address.port;
  }

  it('cuts off slow-body clients within the request timeout while /readyz keeps answering', async () => {
    const port = await listen({ REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' });
    // A valid CSRF token (anyone can fetch one), so the request gets past the check and its body is read.
    const { token } = (await (await fetch(`http://127.0.0.1:${port}/api/v1/csrf`)).json()) as {
      token: string;
    };
    // Ten clients send their headers, promise 1000 bytes of body and then dribble one byte every 200 ms.
    const slow = await Promise.all(Array.from({ length: 10 }, () => rawClient(port)));
    for (const client of slow) {
      client.socket.write(
        'POST /api/v1/lotteries/1/claims/ HTTP/1.1\r\nHost: localhost\r\n' +
          `Cookie: _csrf=${token}\r\nX-CSRF-Token: ${token}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      timers.push(setInterval(() => client.socket.writable && client.socket.write(' '), 200));
    }
    // One client dribbles its headers instead.
    const slowHeaders = await rawClient(port);
    slowHeaders.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    timers.push(setInterval(() => slowHeaders.socket.writable && slowHeaders.socket.write('X'), 200));

    const probes: number[] = [];
    const probing = (async () => {
      for (let i = 0; i < 12; i += 1) {
        probes.push(
          await fetch(`http://127.0.0.1:${port}/readyz`).then(
            (response) => response.status,
            () => 0,
          ),
        );
        await sleep(200);
      }
    })();

    const closedAfter = await Promise.all(slow.map((client) => client.closedAfterMs));
    for (const [index, ms] of closedAfter.entries()) {
      // The deadline plus Node's check interval (a quarter of the shorter timeout here) and some slack.
      expect(ms, `client ${index}`).toBeLessThan(3500);
      expect(slow[index].received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(slow[index].received()).toContain('"code":"request_timeout"');
    }
    expect(await slowHeaders.closedAfterMs).toBeLessThan(3000);
    await probing;
    expect(probes).toEqual(Array.from({ length: 12 }, () => 200));
  });

  it('closes connections of one address beyond the cap and serves it again once one is closed', async () => {
    const port = await listen({ MAX_CONNECTIONS_PER_ADDRESS: '3' });
    const held = await Promise.all(Array.from({ length: 3 }, () => rawClient(port)));
    const refused = await rawClient(port);
    expect(await refused.closedAfterMs).toBeLessThan(1000);
    expect(refused.received()).toBe('');

    held[0].socket.destroy();
    await held[0].closedAfterMs;
    await sleep(50);
    const next = await rawClient(port);
    next.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await next.closedAfterMs;
    expect(next.received()).toMatch(/^HTTP\/1\.1 200 /);
    for (const client of held) client.socket.destroy();
  });

  it('answers 503 server_busy while the event loop is saturated, liveness still 200', async () => {
    const port = await listen({ MAX_EVENT_LOOP_UTILIZATION: '0.5' }, (app) => {
      // 1.2 s of work: whenever in the half-second sample it starts, the sample that ends it is mostly busy.
      app.get('/test/busy', async () => {
        const until = Date.now() + 1200;
        while (Date.now() < until);
        return { busy: true };
      });
    });
    const base = `http://127.0.0.1:${port}`;
    const servedWithin = async (ms: number) => {
      let status = 0;
      for (let waited = 0; waited < ms && status !== 200; waited += 100) {
        status = (await fetch(`${base}/api/v1/csrf`)).status;
        if (status !== 200) await sleep(100);
      }
      return status;
    };
    // Starting the app kept the loop busy too: wait for a calm sample first. On a loaded machine a
    // sample can be busy again by the time the busy request arrives: it is sent until it is served.
    expect(await servedWithin(5000)).toBe(200);
    let busy = 0;
    for (let waited = 0; waited < 5000 && busy !== 200; waited += 100) {
      busy = (await fetch(`${base}/test/busy`)).status;
      if (busy !== 200) await sleep(100);
    }
    expect(busy).toBe(200);
    // The busy sample is taken when its timer next runs: within half a second.
    let refused: Response | undefined;
    for (let waited = 0; waited < 1000 && refused?.status !== 503; waited += 50) {
      refused = await fetch(`${base}/api/v1/csrf`);
      if (refused.status !== 503) await sleep(50);
    }
    expect(refused?.status).toBe(503);
    expect(refused?.headers.get('retry-after')).toBe('10');
    expect(await refused?.json()).toEqual({
      code: 'server_busy',
      description: 'Palvelu on ruuhkautunut. Yritä hetken kuluttua uudelleen.',
    });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    // Once the loop has been idle for a sample, requests are served again.
    expect(await servedWithin(5000)).toBe(200);
  });
});
