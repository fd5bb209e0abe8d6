// Starting and stopping the servers the benchmark measures: ours (the real server, as `npm start` runs
// it) and the floors (a bare Fastify answering the same bytes, a static server for the floor page).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repo = resolve(import.meta.dirname, '../..');
export const adminToken = 'bench-operator-token';

const tempDirs = [];

/**
 * A new directory in the temporary folder (`arpa-<prefix>-…`), removed with its contents when the bench
 * process exits (its servers are stopped by then): each run left its databases behind before.
 */
export function benchTempDir(prefix) {
  if (tempDirs.length === 0)
    process.once('exit', () => {
      for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });
  const dir = mkdtempSync(join(tmpdir(), `arpa-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function start(args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return waitFor(readyUrl, child).then(
    () => ({ stop, child }),
    async (error) => {
      await stop();
      throw new Error(`${error.message}\n${stderr}`);
    },
  );
}

/** Our server on an embedded database of its own (seeded with the demo data), or on DATABASE_URL. */
export async function startOurs({ databaseUrl, env = {} } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dbEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: join(benchTempDir('bench'), 'db') };
  const server = await start(
    ['packages/server/src/main.ts'],
    {
      PORT: String(port),
      // The game's own origin (a second listener): a port of its own, so several servers can run at once.
      GAME_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      ADMIN_TOKEN: adminToken,
      NODE_ENV: 'development',
      // A keep-alive client like autocannon ignores `Connection: close` after the per-socket request cap
      // and then gets Node's 503s; the floor has no cap either.
      MAX_REQUESTS_PER_SOCKET: '0',
      ...dbEnv,
      ...env,
    },
    `${base}/readyz`,
  );
  return { ...server, base };
}

/** A bare Fastify answering `routes` ({ path: { body, type } }) or serving `staticDir` precompressed. */
export async function startBare({ routes, staticDir }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await start(
    ['scripts/bench/bare-server.mjs'],
    {
      PORT: String(port),
      BENCH_ROUTES: routes ? JSON.stringify(routes) : '',
      BENCH_STATIC_DIR: staticDir ?? '',
    },
    `${base}/bare-ready`,
  );
  return { ...server, base };
}
