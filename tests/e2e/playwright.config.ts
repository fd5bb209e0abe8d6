import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 8181);

/** End-to-end tests against the site as `npm start` serves it (built app + server). */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
  },
  webServer: {
    command: `"${process.execPath}" ../../packages/server/src/main.ts`,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
  },
});
