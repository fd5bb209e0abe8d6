// Type checks every TypeScript project of the repository with TypeScript 7, the native compiler
// (docs/decisions/0052-less-cpu-per-check.md): the root (tests, scripts, Storybook's configuration)
// and each workspace package. TypeScript 5.9 stays installed for the tools that call its JavaScript API (tsup's
// declaration build, typescript-eslint, editors); the checking is this one.
//
//   node scripts/typecheck.mjs            every project
//   node scripts/typecheck.mjs app ...    the projects in these folders
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['.', 'packages/contract', 'packages/ui', 'packages/server', 'app', 'games/raaputus'];
const packageJson = createRequire(join(root, 'package.json')).resolve('typescript-native/package.json');
const tsc = join(dirname(packageJson), 'bin', 'tsc');

const chosen = process.argv.slice(2).map((folder) => relative(root, folder) || '.');
const unknown = chosen.filter((folder) => !projects.includes(folder));
if (unknown.length > 0) {
  console.error(
    `Not a TypeScript project of this repository: ${unknown.join(', ')} (one of ${projects.join(', ')})`,
  );
  process.exit(2);
}

/** One `tsc --noEmit` run; its output is printed in one piece, under the project's name, when it fails. */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', project], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      if (code !== 0) {
        console.error(`\n${project === '.' ? 'the root project' : project}: type errors\n`);
        process.stderr.write(Buffer.concat(chunks));
      }
      resolve(code === 0);
    });
  });
}

const results = await Promise.all((chosen.length > 0 ? chosen : projects).map(check));
if (results.includes(false)) process.exit(1);
