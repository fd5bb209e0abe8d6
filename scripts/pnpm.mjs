// Runs the pinned pnpm (package.json's packageManager) without a global install. Once the workspace is
// installed, that is the `pnpm` devDependency of the same version, run directly with this Node (0.3 s);
// before, and whenever the versions differ, `npx -y pnpm@<version>` (2 s a call: npm's own start and its
// cache look-up; npm test called it about twenty times, docs/decisions/0052-less-cpu-per-check.md).
// Scripts that pnpm runs get node_modules/.bin first on PATH, so they run on the `node` devDependency (Node 24).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url)));
const version = packageManager.slice(packageManager.lastIndexOf('@') + 1);

/** The installed pnpm's entry, when it is the pinned version. */
function installedPnpm() {
  try {
    const local = new URL('../node_modules/pnpm/', import.meta.url);
    const manifest = JSON.parse(readFileSync(new URL('package.json', local)));
    return manifest.version === version ? fileURLToPath(new URL('bin/pnpm.cjs', local)) : undefined;
  } catch {
    return undefined;
  }
}

const args = process.argv.slice(2);
const local = installedPnpm();
const result = local
  ? spawnSync(process.execPath, [local, ...args], { stdio: 'inherit', env: process.env })
  : spawnSync('npx', ['-y', packageManager, ...args], {
      stdio: 'inherit',
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
process.exit(result.status ?? 1);
