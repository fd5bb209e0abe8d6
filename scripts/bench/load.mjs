// Load generation with autocannon: throughput of public reads against the bare floor, valid claims of
// many players at once (for comparison with players.mjs), and health probes under that load.
import { fork } from 'node:child_process';
import { get } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const publicReads = [
  '/api/v1/lotteries?variety=claimable',
  '/api/v1/lotteries/by-slug/assa-arpa',
  '/api/v1/shop/categories',
  '/api/v1/shop/products?page=1&sort=name',
  '/static/content.json',
];

export function run(options, onInstance) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { connections: 50, ...(options.amount ? {} : { duration: 3 }), ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
    onInstance?.(instance);
  });
}

/**
 * Probes `url` at a steady `rate` (requests/s over `connections`) for as long as `work()` runs, started once
 * the probe is up: a health probe measures the latency the work causes, without being a second load beside
 * it. The probe runs in a process of its own (probe.mjs): in this process its timings would include the
 * waits of the load generator's own event loop, and started after the work its own start-up (a process, its
 * sockets, its code compiled on a busy machine) was what its first probes measured. Answers [what `work`
 * resolved to, the probe's figures: requests, errors, non2xx, latency p50, p99 and max in ms].
 */
export async function probeWhile(url, work, { connections = 5, rate = 100 } = {}) {
  const child = fork(join(import.meta.dirname, 'probe.mjs'), [JSON.stringify({ url, connections, rate })], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const messages = [];
  let waiting;
  child.on('message', (message) => {
    messages.push(message);
    waiting?.();
  });
  const next = async (test) => {
    for (;;) {
      const found = messages.find(test);
      if (found) return found;
      if (child.exitCode !== null) throw new Error(`the health probe exited with ${child.exitCode}`);
      await new Promise((wake) => {
        waiting = wake;
        child.once('exit', wake);
      });
    }
  };
  try {
    await next((message) => message.started);
    const done = await work();
    child.send('stop');
    const { error, result } = await next((message) => 'result' in message || 'error' in message);
    if (error) throw new Error(`health probe: ${error}`);
    return [done, result];
  } finally {
    if (child.exitCode === null) child.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A browser's Accept-Encoding (Chromium's). */
export const browserEncodings = 'gzip, deflate, br, zstd';

/** Paths also measured as a browser asks for them (answers above 1 KB, sent brotli-compressed). */
export const compressedReads = [
  '/api/v1/lotteries?variety=claimable',
  '/api/v1/shop/products?page=1&sort=name',
];

/**
 * Ours and the floor on one path, alternating (ours, floor, ours, floor, …): medians of req/s and p99.
 * `headers` are sent with every request (a browser's Accept-Encoding, say).
 */
export async function compare(oursBase, floorBase, path, rounds = 3, headers = {}) {
  const ours = [];
  const floor = [];
  for (let round = 0; round < rounds; round += 1) {
    ours.push(await run({ url: oursBase + path, headers }));
    floor.push(await run({ url: floorBase + path, headers }));
  }
  const failures = ours.reduce((sum, result) => sum + result.non2xx + result.errors, 0);
  return {
    path,
    ours: median(ours.map((r) => r.requests.average)),
    oursP99: median(ours.map((r) => r.latency.p99)),
    floor: median(floor.map((r) => r.requests.average)),
    floorP99: median(floor.map((r) => r.latency.p99)),
    failures,
  };
}

/** The bytes and type a path answers with, for the floor to answer the same. */
export async function captureAnswers(base, paths) {
  const routes = {};
  for (const path of paths) {
    const response = await fetch(base + path);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    routes[path] = { body: await response.text(), type: response.headers.get('content-type') };
    if (compressedReads.includes(path)) routes[path].br = await brotliAnswer(base + path);
  }
  return routes;
}

/**
 * The brotli bytes a browser gets (base64), once the answer is cached with its compressed copy: asked
 * until two answers in a row are the same bytes (the first ones are compressed as they go).
 */
async function brotliAnswer(url) {
  let previous;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const body = await new Promise((resolve, reject) => {
      get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          response.headers['content-encoding'] === 'br'
            ? resolve(Buffer.concat(chunks).toString('base64'))
            : reject(new Error(`${url}: not brotli`)),
        );
      }).on('error', reject);
    });
    if (body === previous) return body;
    previous = body;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url}: the brotli answer kept changing`);
}

/** A CSRF token pair for anonymous writes (GET /api/v1/csrf sets the cookie and returns the token). */
export async function csrfPair(base) {
  const response = await fetch(`${base}/api/v1/csrf`);
  const { token } = await response.json();
  return { 'x-csrf-token': token, cookie: `_csrf=${token}` };
}

/**
 * Valid claims by `connections` players at once, sent by autocannon: every request presents a different
 * ticket's code, each code once. The claims rounds use players.mjs instead (docs/decisions/0070); this one
 * is measured beside them, for comparison. Answers { claimsPerSecond, ok, failed, startedAt, endedAt (performance.now()) }. The time is taken from the first request to the last
 * answer: autocannon ends an `amount` run at its next one-second sample, which counted up to a second of
 * waiting in a run of three and made every figure 1 000, 1 500 or 2 000 claims/s.
 */
export async function autocannonClaimRun(base, lotteryId, codes, { connections = 50, headers }) {
  let next = 0;
  const started = performance.now();
  let lastAnswer = started;
  const result = await run(
    {
      url: `${base}/api/v1/lotteries/${lotteryId}/claims`,
      connections,
      amount: codes.length,
      // Its samples every 100 ms, so the run ends (and the CPU meter stops) within 100 ms of the last answer.
      sampleInt: 100,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      requests: [
        {
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ code_b: codes[next++] }) }),
        },
      ],
    },
    (instance) =>
      instance.on('response', () => {
        lastAnswer = performance.now();
      }),
  );
  const seconds = (lastAnswer - started) / 1000;
  return {
    claimsPerSecond: result['2xx'] / seconds,
    ok: result['2xx'],
    failed: result.non2xx + result.errors,
    startedAt: started,
    endedAt: lastAnswer,
    result,
  };
}
