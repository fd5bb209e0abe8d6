// `npm run lint`: ESLint, the proof that its boundary rule catches what it is for, Prettier's check and the
// documentation's links, side by side (each is one process on one core; in a row they took 24 s alone and
// twice that beside type checking). Each one's output is printed in one piece when it ends; the exit code is
// the first failure's.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

/** A package's command-line entry, run with this Node. */
function bin(pkg, name) {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin: bins } = require(manifest);
  return join(dirname(manifest), typeof bins === 'string' ? bins : bins[name]);
}

const checks = [
  ['eslint', [bin('eslint', 'eslint'), '.', '--max-warnings=0']],
  ['boundaries', ['scripts/check-boundaries.mjs']],
  ['prettier', [bin('prettier', 'prettier'), '--check', '.']],
  ['doc links', ['scripts/check-doc-links.mjs']],
];

function run([name, args]) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks);
      if (code === 0) process.stdout.write(output);
      else {
        console.error(`\n${name} failed (exit ${code ?? signal}):`);
        process.stderr.write(output);
      }
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(checks.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
