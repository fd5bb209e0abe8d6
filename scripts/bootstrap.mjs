// Installs what is missing: the workspace's packages (frozen lockfile) and, with --chromium,
// Debian's Chromium for the browser tests. Safe to run repeatedly: a finished install is fast.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Chromium is required; its headless shell (the end-to-end suite's browser, scripts/chromium.ts) is
// optional: without it the suite runs in Chromium itself, only slower.
const browsers = [
  { path: '/usr/bin/chromium', pkg: 'chromium', required: true },
  { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell', required: false },
].filter(({ path }) => !existsSync(path));
if (process.argv.includes('--chromium') && browsers.length > 0) {
  console.log(`Installing ${browsers.map(({ pkg }) => pkg).join(' and ')} (Debian) for the browser tests…`);
  // Not `run`: a failed install is judged below, browser by browser.
  const [command, ...prefix] = process.getuid && process.getuid() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
  const apt = (...a) => spawnSync(command, [...prefix, ...a], { stdio: 'inherit' });
  apt('update', '-qq');
  apt('install', '-y', '-qq', ...browsers.map(({ pkg }) => pkg));
  for (const { path, pkg, required } of browsers) {
    if (existsSync(path)) continue;
    if (required) {
      console.error(`${pkg} could not be installed: the browser tests need ${path}.`);
      process.exit(1);
    }
    console.warn(`${pkg} could not be installed: the end-to-end tests run in Chromium itself (slower).`);
  }
}

run('node', ['scripts/pnpm.mjs', 'install', '--frozen-lockfile', '--prefer-offline']);
