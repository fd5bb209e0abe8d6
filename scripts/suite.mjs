// Runs every layer of `npm test` and prints how long each took.
//
// The machine has two cores and the checks take about 520 core-seconds, so the run is as short as the cores'
// idle time is small. Two kinds of step (docs/decisions/0054-background-checks.md, 0056):
// - Foreground steps run at normal priority, each as soon as the steps it comes after have passed. The test
//   steps whose tests wait on timers, browsers and round trips (unit, server, stories and their screenshots, end
//   to end) come one after another, never two at once; the app's build runs beside the unit tests.
// - Background steps: work that waits on nothing but the CPU (lint, type checking, the package test, the size
//   report). Each starts as soon as the steps it needs have passed, in Linux's idle
//   scheduling class (`chrt --idle`): it runs only on a core the foreground leaves idle, and gives the core
//   back the moment a foreground process wakes. Whatever is left of them when the foreground ends runs at
//   full speed then.
// A failed step stops every step that has not started yet. The test steps' output streams as it comes; every
// other step's output is printed in one piece when it ends. The table at the end is printed either way.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { root, runCollected } from './child-process.mjs';

// Node keeps the code it compiled on disk and every later process of the run reuses it (about 0.5 s of CPU
// less for each server, test worker and tool it starts; Node 22.1 and later, the Node 20 bootstrap ignores it).
process.env.NODE_COMPILE_CACHE ??= join(root, 'node_modules', '.cache', 'node-compile-cache');
// New embedded databases of the run's servers and tests start from one initialised cluster instead of each
// running initdb (3.5 core-seconds each, about 16 a run; packages/server/src/db/initdb-template.ts).
process.env.PGLITE_INITDB_CACHE ??= join(root, 'node_modules', '.cache', 'pglite-initdb');

/**
 * The foreground steps and the steps each comes after. The app is bundled from @arpa/ui's build, and so are
 * the unit tests (they import the package), so both start once the design system is built; the reference game
 * needs neither. The server tests come after the app's build: servers they start serve it.
 */
const foreground = {
  versions: [],
  'build:ui': ['versions'],
  'build:game': ['versions'],
  'test:unit': ['build:ui'],
  'build:app': ['build:ui'],
  'test:server': ['test:unit', 'build:app'],
  'test:stories': ['test:server'],
  'test:e2e': ['test:stories', 'build:game'],
};

/** The steps whose output streams as it comes: the test steps, which never run two at once. */
const streamed = new Set(['test:unit', 'test:server', 'test:stories', 'test:e2e']);

/** Background steps and the steps each needs to have passed first. */
const background = {
  lint: ['versions'],
  typecheck: ['build:ui'],
  // Packs @arpa/ui and builds a sister site from the tarball: the CPU's work but for one page it checks.
  'test:pack': ['build:ui'],
  'bench:size': ['build:ui', 'build:app'],
};

/**
 * A shell command run the way pnpm runs a package.json script, without starting pnpm (0.4 core-seconds a
 * step, about 15 a run): `sh -c` in the package's folder, with its own and the root's node_modules/.bin first
 * on PATH (the root's holds the workspace's `node`, Node 24).
 */
function inFolder(folder, text) {
  const bins = [...new Set([join(root, folder, 'node_modules', '.bin'), join(root, 'node_modules', '.bin')])];
  return {
    file: 'sh',
    args: ['-c', text],
    cwd: join(root, folder),
    env: { PATH: [...bins, process.env.PATH].join(delimiter) },
  };
}

/** The package.json script `name` of `folder`. */
function script(folder, name) {
  const { scripts = {} } = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
  if (!scripts[name]) throw new Error(`${join(folder, 'package.json')} has no script "${name}"`);
  return inFolder(folder, scripts[name]);
}

const commands = {
  versions: { file: 'node', args: ['scripts/versions.mjs'] },
  // The parts of `npm run build`.
  'build:ui': script('packages/ui', 'build'),
  'build:app': script('app', 'build'),
  'build:game': script('games/raaputus', 'build'),
};

function commandOf(step) {
  return commands[step] ?? script('.', step);
}

/**
 * How to start a command in the idle scheduling class: `chrt --idle 0`, or `nice -n 19` where chrt is missing
 * or may not change the class (a container without the permission); tried once with `true`.
 */
const idlePrefix = [
  ['chrt', ['--idle', '0']],
  ['nice', ['-n', '19']],
].find(([tool, args]) => spawnSync(tool, [...args, 'true'], { stdio: 'ignore' }).status === 0);

function inBackground(command) {
  if (!idlePrefix) return command;
  const [tool, toolArgs] = idlePrefix;
  return { ...command, file: tool, args: [...toolArgs, command.file, ...command.args] };
}

const suiteStarted = performance.now();
const sinceStart = () => (performance.now() - suiteStarted) / 1000;

/** Runs one step; with `buffered`, its output is kept and printed in one piece when it ends. */
async function run(step, { buffered, idle = false }) {
  const command = idle ? inBackground(commandOf(step)) : commandOf(step);
  const started = sinceStart();
  const { file, args, ...options } = command;
  const { code, output } = await runCollected(file, args, { ...options, inherit: !buffered });
  process.stdout.write(output);
  return { step, ok: code === 0, code, started, seconds: sinceStart() - started };
}

function format(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** Each step's result once it has ended, or undefined once it is known never to run. */
const ended = new Map(
  [...Object.keys(foreground), ...Object.keys(background)].map((step) => [step, Promise.withResolvers()]),
);
let stopped = false;

/**
 * Every step waits for the steps it needs, then runs if they all passed and no step has failed; a failed
 * step stops the steps that have not started yet.
 */
function schedule(steps, { idle }) {
  return Object.entries(steps).map(async ([step, needs]) => {
    const results = await Promise.all(needs.map((need) => ended.get(need).promise));
    const result =
      results.every((result) => result?.ok) && !stopped
        ? await run(step, { buffered: idle || !streamed.has(step), idle })
        : undefined;
    if (result && !result.ok) stopped = true;
    ended.get(step).resolve(result);
    return result;
  });
}

const backgroundRuns = schedule(background, { idle: true });
const foregroundResults = (await Promise.all(schedule(foreground, { idle: false }))).filter(Boolean);
const foregroundEnded = sinceStart();
const backgroundResults = (await Promise.all(backgroundRuns)).filter(Boolean);
const failed = [...foregroundResults, ...backgroundResults].find((result) => !result.ok);

const line = ({ step, ok, seconds }) => `${step} ${ok ? '' : '(FAILED) '}${format(seconds)}`;
const rows = (results) =>
  results
    .sort((a, b) => a.started - b.started)
    .map(
      (result) =>
        `  ${line(result)}, from ${format(result.started)} to ${format(result.started + result.seconds)}`,
    );
console.log('\nnpm test, step by step:');
for (const row of rows(foregroundResults)) console.log(row);
console.log(`  foreground ${format(foregroundEnded)}, in all ${format(sinceStart())}`);
console.log(
  `in the background (${idlePrefix ? idlePrefix.flat().join(' ') : 'no lower priority available'}):`,
);
for (const row of rows(backgroundResults)) console.log(row);
if (failed) {
  console.error(`\n${failed.step} failed (exit ${failed.code}).`);
  process.exit(1);
}
