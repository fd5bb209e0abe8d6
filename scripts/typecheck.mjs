// Type checks every TypeScript project of the repository with TypeScript 7, the native compiler
// (docs/decisions/0052-less-cpu-per-check.md): the root (tests, scripts, Storybook's configuration)
// and each workspace package. TypeScript 5.9 stays installed for the tools that call its JavaScript API (tsup's
// declaration build, typescript-eslint, editors); the checking is this one.
//
//   node scripts/typecheck.mjs            every project
//   node scripts/typecheck.mjs app ...    the projects in these folders
import { relative } from 'node:path';
import { packageBin, root, runCollected } from './child-process.mjs';

const projects = ['.', 'packages/contract', 'packages/ui', 'packages/server', 'app', 'games/raaputus'];
// Both TypeScript packages offer a `tsc` command: this one is named by its package.
const tsc = packageBin('typescript-native', 'tsc');

const chosen = process.argv.slice(2).map((folder) => relative(root, folder) || '.');
const unknown = chosen.filter((folder) => !projects.includes(folder));
if (unknown.length > 0) {
  console.error(
    `Not a TypeScript project of this repository: ${unknown.join(', ')} (one of ${projects.join(', ')})`,
  );
  process.exit(2);
}

/** One `tsc --noEmit` run; its output is printed in one piece, under the project's name, when it fails. */
async function check(project) {
  const { code, output } = await runCollected(process.execPath, [
    tsc,
    '--noEmit',
    '--pretty',
    'false',
    '-p',
    project,
  ]);
  if (code !== 0) {
    console.error(`\n${project === '.' ? 'the root project' : project}: type errors\n`);
    process.stderr.write(output);
  }
  return code === 0;
}

const results = await Promise.all((chosen.length > 0 ? chosen : projects).map(check));
if (results.includes(false)) process.exit(1);
