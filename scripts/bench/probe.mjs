// A health probe in a process of its own (forked by load.mjs's probeWhile), the way a load balancer's checker
// sees the server: a GET every 1000/rate ms over `connections` keep-alive sockets, each request timed from the
// moment it is asked for (a wait for a free socket counts) to the end of its answer. Its first 20 probes open
// the sockets and warm the probe's own code; it tells the parent to start once they are answered, and counts
// every probe after that until the parent says stop; then the latencies go back over IPC. In the load generator's process the probe's own timings waited
// behind the 50 claim connections that process serves (p99 32–51 ms there against 11–15 ms here for the same
// server under the same load, docs/benchmarks.md).
import http from 'node:http';

const { url, connections, rate } = JSON.parse(process.argv[2]);
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let errors = 0;
let non2xx = 0;

/** Warm-up probes before the parent is told to start its work: sockets opened and code compiled, not counted. */
const warmUp = 20;
let warmed = 0;

function probe() {
  const started = performance.now();
  http
    .get({ host: target.hostname, port: target.port, path: target.pathname, agent }, (response) => {
      const counted = warmed >= warmUp;
      if (counted && (response.statusCode < 200 || response.statusCode > 299)) non2xx += 1;
      response.resume();
      response.on('end', () => {
        if (counted) latencies.push(performance.now() - started);
        if (!counted && (warmed += 1) === warmUp) process.send({ started: true });
      });
    })
    .on('error', () => {
      errors += 1;
    });
}

const timer = setInterval(probe, 1000 / rate);
process.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0) * 10) / 10;
  const result = {
    requests: sorted.length,
    errors,
    non2xx,
    latency: { p50: at(0.5), p99: at(0.99), max: at(1) },
  };
  process.send({ result }, () => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
