// Runs the pinned pnpm from the system Node (which only bootstraps) without a global install.
// Scripts that pnpm runs get node_modules/.bin first on PATH, so they run on the `node` devDependency (Node 24).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url)));
const result = spawnSync('npx', ['-y', packageManager, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, npm_config_update_notifier: 'false' },
});
process.exit(result.status ?? 1);
