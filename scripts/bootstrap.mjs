// Installs what is missing: the workspace's packages (frozen lockfile) and, with --chromium,
// Debian's Chromium for the browser tests. Safe to run repeatedly: a finished install is fast.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (process.argv.includes('--chromium') && !existsSync('/usr/bin/chromium')) {
  console.log('Installing Chromium (Debian package) for the browser tests…');
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo'];
  const apt = (...a) => (sudo.length ? run('sudo', ['apt-get', ...a]) : run('apt-get', a));
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
}

run('node', ['scripts/pnpm.mjs', 'install', '--frozen-lockfile', '--prefer-offline']);
