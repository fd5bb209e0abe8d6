// What the repository's runner scripts (suite, lint, typecheck) share: a command whose output is kept and
// handed back in one piece when it ends, so commands run side by side do not interleave their lines, and the
// command-line entry of an installed package.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs `file args` from `cwd` (the repository's root by default) with `env` added to this process's
 * environment. Its stdout and stderr are collected into `output` unless `inherit` (then they go straight to
 * this process's); `code` is the exit code, or the signal that ended it.
 */
export function runCollected(file, args, { inherit = false, cwd = root, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? signal, output: Buffer.concat(chunks) }));
  });
}

/** The file of the installed package `pkg`'s command `name` (its package.json `bin`), to run with Node. */
export function packageBin(pkg, name) {
  const require = createRequire(join(root, 'package.json'));
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = require(manifest);
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin[name]);
}
