// Load generation with autocannon: throughput of public reads against the bare floor, valid claims of
// many players at once, and health probes under that load.
import autocannon from 'autocannon';

export const publicReads = [
  '/api/v1/lotteries?variety=claimable',
  '/api/v1/lotteries/by-slug/assa-arpa',
  '/api/v1/shop/categories',
  '/api/v1/shop/products?page=1&sort=name',
  '/static/content.json',
];

export function run(options) {
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
  });
}

/**
 * Probes `url` at a steady `rate` (requests/s over `connections`) for as long as `work` runs: a health
 * probe measures the latency the work causes, without being a second load beside it. Answers
 * [what `work` resolved to, the probe's autocannon result].
 */
export async function probeWhile(url, work, { connections = 5, rate = 100 } = {}) {
  let instance;
  const probed = new Promise((resolve, reject) => {
    instance = autocannon({ url, connections, overallRate: rate, duration: 600 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
  try {
    return [await work, await (instance.stop(), probed)];
  } catch (error) {
    instance.stop();
    throw error;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Ours and the floor on one path, alternating (ours, floor, ours, floor, …): medians of req/s and p99. */
export async function compare(oursBase, floorBase, path, rounds = 3) {
  const ours = [];
  const floor = [];
  for (let round = 0; round < rounds; round += 1) {
    ours.push(await run({ url: oursBase + path }));
    floor.push(await run({ url: floorBase + path }));
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
  }
  return routes;
}

/** A CSRF token pair for anonymous writes (GET /api/v1/csrf sets the cookie and returns the token). */
export async function csrfPair(base) {
  const response = await fetch(`${base}/api/v1/csrf`);
  const { token } = await response.json();
  return { 'x-csrf-token': token, cookie: `_csrf=${token}` };
}

/**
 * Valid claims by `connections` players at once: every request presents a different ticket's code, each
 * code once. Answers { claimsPerSecond, ok, failed }.
 */
export async function claimRun(base, lotteryId, codes, { connections = 50, headers }) {
  let next = 0;
  const started = Date.now();
  const result = await run({
    url: `${base}/api/v1/lotteries/${lotteryId}/claims`,
    connections,
    amount: codes.length,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ code_b: codes[next++] }) }),
      },
    ],
  });
  const seconds = (Date.now() - started) / 1000;
  return {
    claimsPerSecond: result['2xx'] / seconds,
    ok: result['2xx'],
    failed: result.non2xx + result.errors,
    result,
  };
}
