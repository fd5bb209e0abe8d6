import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { uiRuntimeDependencies } from './.storybook/dependencies.ts';

const dirname = fileURLToPath(new URL('.', import.meta.url));

const serverTests = {
  environment: 'node' as const,
  include: ['packages/server/src/**/*.test.ts'],
  // One migrated PGlite dump for the run; each file reuses the databases its closed apps gave back
  // (packages/server/src/test/harness.ts).
  globalSetup: ['./packages/server/src/test/global-setup.ts'],
  setupFiles: ['./packages/server/src/test/setup-file.ts'],
  // Files of a worker share modules: importing the server's module graph again for every file was
  // half of the run (docs/architecture.md, "Tests").
  isolate: false,
  // Each test builds the app on a database of its own (PGlite boots in seconds on a busy machine).
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          // One jsdom per worker instead of per file: creating it was over half the run. Testing Library's
          // cleanup runs after every test, so no rendered tree leaks from one file into the next.
          isolate: false,
          globals: true,
          setupFiles: ['./scripts/vitest.setup.unit.ts'],
          include: [
            'packages/ui/src/**/*.test.{ts,tsx}',
            'packages/contract/src/**/*.test.ts',
            'app/src/**/*.test.{ts,tsx}',
            'games/*/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      // The server's tests twice: on PGlite, and on the PostgreSQL server scripts/with-postgres.mjs starts
      // (TEST_DATABASE_URL; without it there is no `server-postgres` project). One run of both projects shares
      // the workers, so neither pass waits for the other's start or its last slow file
      // (docs/decisions/0052-less-cpu-per-check.md).
      { test: { name: 'server', ...serverTests, env: { TEST_DATABASE_URL: '' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                ...serverTests,
                env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
              },
            },
          ]
        : []),
      {
        plugins: [storybookTest({ configDir: `${dirname}.storybook` })],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and fail the tests.
        optimizeDeps: { include: uiRuntimeDependencies },
        test: {
          name: 'storybook',
          // Story files share one page of the browser instead of an iframe each (52 s -> 34 s): every story
          // is mounted and cleaned up by the Storybook plugin, and the run passes with its files shuffled.
          isolate: false,
          // Visual regression in the same run (docs/decisions/0061-screenshots-in-the-stories-run.md): after each
          // story's play function and accessibility check, a screenshot at the story's viewport and one at 390 px,
          // against the baselines in .storybook/__screenshots__ (refreshed by `node scripts/pnpm.mjs run
          // test:visual:update`). A failed comparison's actual and diff pictures go to test-results/storybook.
          setupFiles: ['./.storybook/vitest.screenshots.ts'],
          browser: {
            enabled: true,
            headless: true,
            expect: {
              // A shot byte for byte the same as its baseline passes at once; any other is taken again until
              // two agree and then compared pixel by pixel within these tolerances (anti-aliasing varies).
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.15, allowedMismatchedPixelRatio: 0.002 },
                screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
                resolveScreenshotPath: ({ arg, ext }) => `${dirname}.storybook/__screenshots__/${arg}${ext}`,
                resolveDiffPath: ({ arg, ext }) => `${dirname}test-results/storybook/${arg}${ext}`,
              },
            },
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              contextOptions: { locale: 'fi-FI', timezoneId: 'Europe/Helsinki' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
