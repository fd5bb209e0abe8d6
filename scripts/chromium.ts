import { existsSync } from 'node:fs';

/** Debian's Chromium (Playwright's own browser download does not work on these machines). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const debianHeadlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end suite's browser: Chromium's headless shell (Debian's chromium-headless-shell, the same
 * Blink as Chromium without the browser's own UI, which Playwright itself uses for headless runs). It cost
 * 0.7 of a core where Chromium cost 1.0 over the suite, and the suite took 3.7 min instead of 4.6
 * (docs/decisions/0049-e2e-in-chromium-headless-shell.md). Chromium itself when the shell is not installed
 * or CHROMIUM_PATH names a browser. Stories and screenshots stay in Chromium: their baselines were made
 * there, and 16 of 534 differ in the shell.
 */
export const e2eBrowserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(debianHeadlessShell) ? debianHeadlessShell : chromiumPath);

/** Flags that work as root in a closed network (see shared/TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

/**
 * The end-to-end suite's flags: V8 without its optimising compilers (Maglev, TurboFan). Every test opens new
 * contexts, so a page's scripts run for seconds and the optimising tiers compiled code that was then thrown
 * away: the suite's renderers took 94 core-seconds with them and 77 without (2026-11-24). Pages behave the
 * same; the stories and screenshots, one long-lived page each, keep the defaults.
 */
export const e2eChromiumArgs = [...chromiumArgs, '--js-flags=--no-opt --no-maglev'];
