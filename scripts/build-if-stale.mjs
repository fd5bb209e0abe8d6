// `npm start`'s build step: rebuilds @arpa/ui and the app only when their sources changed since the
// last build, so a second start skips straight to the server. `npm test` always builds from scratch.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

function built(file) {
  return existsSync(file) ? statSync(file).mtimeMs : -1;
}

function build(filter) {
  const result = spawnSync('pnpm', ['--filter', filter, 'run', 'build'], { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const ui = join(repo, 'packages/ui');
const uiInputs = Math.max(
  newest(join(ui, 'src')),
  newest(join(ui, 'package.json')),
  newest(join(ui, 'tsup.config.ts')),
);
if (built(join(ui, 'dist/index.js')) < uiInputs) build('@arpa/ui');
else console.log('@arpa/ui is up to date');

const app = join(repo, 'app');
const appInputs = Math.max(
  newest(join(app, 'src')),
  newest(join(app, 'index.html')),
  newest(join(app, 'vite.config.ts')),
  newest(join(app, 'package.json')),
  newest(join(repo, 'packages/contract/src')),
  built(join(ui, 'dist/index.js')),
);
// The browser build and the server entry (dist-server, for server rendering) are built together.
const appBuilt = Math.min(
  built(join(app, 'dist/index.html')),
  built(join(app, 'dist-server/entry-server.js')),
);
if (appBuilt < appInputs) build('@arpa/app');
else console.log('@arpa/app is up to date');

// The reference game (games/raaputus), served on its own origin (docs/decisions/0036-game-client.md).
const game = join(repo, 'games/raaputus');
const gameInputs = Math.max(
  newest(join(game, 'src')),
  newest(join(game, 'index.html')),
  newest(join(game, 'vite.config.ts')),
  newest(join(game, 'package.json')),
  newest(join(repo, 'packages/contract/src')),
);
if (built(join(game, 'dist/index.html')) < gameInputs) build('@arpa/raaputus');
else console.log('@arpa/raaputus is up to date');
