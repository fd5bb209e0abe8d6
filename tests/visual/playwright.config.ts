import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';

const port = Number(process.env.VISUAL_PORT ?? 6107);

/** Visual regression of every Storybook story at desktop and 390 px mobile widths. */
export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: false,
  workers: 2,
  // `npm test` takes the screenshots in the background, on what the other checks leave of the cores
  // (scripts/suite.mjs): a story may wait its turn for a while, so a hung one fails after two minutes, not 30 s.
  timeout: 120_000,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: '../../test-results/visual',
  expect: {
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002, threshold: 0.15 },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 390, height: 844 } } },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    deviceScaleFactor: 1,
    // Storybook's preview treats a browser whose user agent names its test runner as a test: it pauses a
    // story's animations at their end at once instead of waiting for them (at least 100 ms a story).
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 StorybookTestRunner',
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
  },
  webServer: {
    command: `"${process.execPath}" ../../scripts/static-server.mjs ../../storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
});
