// Runs every layer of `npm test` and prints how long each took. Steps of one group run at the same time, their
// output printed as each finishes; groups run in order. The machine has two cores, and a step alone leaves part
// of them idle (the build waits on its stages, the unit tests and the package test on their start-up, the
// stories and screenshots on the browser), so the steps that need nothing of each other share a group:
// lint beside the build, type checking (it reads the design system's built declarations) beside the unit tests
// and the package test, the stories beside the screenshots (docs/decisions/0052-less-cpu-per-check.md).
// The first failing group stops the run; the table is printed either way.
import { join } from 'node:path';
import { root, runCollected } from './child-process.mjs';

// Node keeps the code it compiled on disk and every later process of the run reuses it (about 0.5 s of CPU
// less for each server, test worker and tool it starts; Node 22.1 and later, the Node 20 bootstrap ignores it).
process.env.NODE_COMPILE_CACHE ??= join(root, 'node_modules', '.cache', 'node-compile-cache');
// New embedded databases of the run's servers and tests start from one initialised cluster instead of each
// running initdb (3.5 core-seconds each, about 16 a run; packages/server/src/db/initdb-template.ts).
process.env.PGLITE_INITDB_CACHE ??= join(root, 'node_modules', '.cache', 'pglite-initdb');

const groups = [
  ['versions'],
  ['build', 'lint'],
  ['typecheck', 'test:unit', 'test:pack'],
  ['test:server'],
  ['test:stories', 'test:visual'],
  ['test:e2e'],
  ['bench:size'],
];

const commands = {
  versions: ['node', ['scripts/versions.mjs']],
};

function commandOf(step) {
  return commands[step] ?? ['node', ['scripts/pnpm.mjs', 'run', step]];
}

/** Runs one step; with `buffered`, its output is kept and printed in one piece when it ends. */
async function run(step, buffered) {
  const [file, args] = commandOf(step);
  const started = performance.now();
  const { code, output } = await runCollected(file, args, { inherit: !buffered });
  process.stdout.write(output);
  return { step, ok: code === 0, code, seconds: (performance.now() - started) / 1000 };
}

function format(seconds) {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;
}

const results = [];
const suiteStarted = performance.now();
let failed;
for (const group of groups) {
  const started = performance.now();
  const outcomes = await Promise.all(group.map((step) => run(step, group.length > 1)));
  results.push({ steps: outcomes, seconds: (performance.now() - started) / 1000 });
  failed = outcomes.find((outcome) => !outcome.ok);
  if (failed) break;
}

console.log('\nnpm test, step by step:');
for (const { steps, seconds } of results) {
  const names = steps.map(({ step, ok, seconds: own }) => `${step} ${ok ? '' : '(FAILED) '}${format(own)}`);
  console.log(`  ${format(seconds).padStart(12)}  ${names.join(' | ')}`);
}
console.log(`  ${format((performance.now() - suiteStarted) / 1000).padStart(12)}  in all`);
if (failed) {
  console.error(`\n${failed.step} failed (exit ${failed.code}).`);
  process.exit(1);
}
