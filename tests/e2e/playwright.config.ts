import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eBrowserPath, e2eChromiumArgs } from '../../scripts/chromium';
import { e2eAdminToken } from './env';

const port = Number(process.env.E2E_PORT ?? 8181);
// A fresh embedded database for every run, seeded with the demo data at start; never the developer's. The
// runner's process makes it (its workers load this file again and find it in the environment) and removes it
// when it exits, after stopping the server: each run left about 40 MB in the temporary folder before.
let dataDir = process.env.E2E_DATA_DIR;
if (dataDir === undefined) {
  const made = mkdtempSync(join(tmpdir(), 'arpa-e2e-'));
  process.once('exit', () => {
    // With the server's lock beside it (packages/server/src/db/data-dir-lock.ts), if it was not let go.
    for (const path of [made, `${made}.lock`]) rmSync(path, { recursive: true, force: true });
  });
  dataDir = made;
  process.env.E2E_DATA_DIR = made;
}
// The reference game's own origin: the next port (game.spec.ts).
const gamePort = Number(process.env.E2E_GAME_PORT ?? port + 1);
process.env.E2E_GAME_PORT = String(gamePort);

/** The specs with a server of their own (`useOwnServer`), the longest first. */
const ownServerSpecs = ['playable.spec.ts', 'protection.spec.ts', 'money.spec.ts'];

/** End-to-end tests against the site as `npm start` serves it (built app + server). */
export default defineConfig({
  testDir: '.',
  // Three workers on the two cores: with two, a third of the cores' time was idle (the tests wait on
  // round trips, timers and the browser's frames): 180 s with two workers, 153 s with three, 146 s with
  // four (one run each, 2026-11-24).
  workers: 3,
  // On CI a failed test runs once more, and the report names it "flaky" when the second run passes: a
  // real regression still fails (twice), and a timing fault of the 2-core machine does not throw away a
  // whole submission. Every flaky test in a report is a bug to fix (docs/decisions/0047-e2e-retry-on-ci.md).
  retries: process.env.CI ? 1 : 0,
  // CI runs the servers, their database threads and three browsers on two cores: a sign-in round trip is about
  // eight requests in a row (login form, authorization, token, return, the page's reads and its write), and
  // under that load it took longer than Playwright's default 5 s once (claim.spec.ts, carried-over win).
  expect: { timeout: 10_000 },
  // The specs that move a server's clock or run the site with another setting (money, protection, playable)
  // start a server of their own (support.ts, `useOwnServer`) and run beside the rest. Listed first, so the
  // longest files start first and the two workers finish together.
  projects: [
    { name: 'own-server', testMatch: ownServerSpecs },
    { name: 'site', testMatch: '*.spec.ts', testIgnore: ownServerSpecs },
  ],
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: e2eBrowserPath, args: e2eChromiumArgs },
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    // A returning visitor who has allowed every cookie: the consent dialog does not cover the pages under
    // test. consent.spec.ts starts without it and walks the first visit.
    storageState: {
      cookies: ['127.0.0.1', 'localhost'].map((domain) => ({
        name: 'arpa_consent',
        value: 'v1.a1.m1',
        domain,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      })),
      origins: [],
    },
  },
  webServer: {
    command: `"${process.execPath}" ../../packages/server/src/main.ts`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      GAME_PORT: String(gamePort),
      GAME_PUBLIC_URL: `http://127.0.0.1:${gamePort}/`,
      ADMIN_TOKEN: e2eAdminToken,
      // Every player of the run registers from 127.0.0.1: about 28 of the default 30 an hour, so one more test
      // (or a retry) would be refused. The throttle itself is tested in packages/server/src/idp/throttle.test.ts.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
      // The embedded database's thread mode under test (docs/decisions/0026-embedded-database-thread.md).
      ...(process.env.PGLITE_THREAD ? { PGLITE_THREAD: process.env.PGLITE_THREAD } : {}),
    },
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // Stopped as an operator stops it (its database closed, its lock let go), not killed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
