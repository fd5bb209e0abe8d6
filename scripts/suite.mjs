// Runs every layer of `npm test` and prints how long each took.
//
// The machine has two cores and the checks take about 600 core-seconds, so the run is as short as the cores'
// idle time is small. Two kinds of step (docs/decisions/0054-background-checks.md):
// - The foreground chain: the steps whose tests wait on timers, browsers and round trips (build, unit and
//   package tests, server tests, stories, end to end). Its groups run in order; the steps of one group run
//   at the same time; a failing group stops the chain.
// - Background steps: work that waits on nothing but the CPU (lint, type checking, the Storybook build, the
//   screenshots, the size report). Each starts as soon as the steps it needs have passed, in Linux's idle
//   scheduling class (`chrt --idle`): it runs only on a core the foreground leaves idle, and gives the core
//   back the moment a foreground process wakes. Whatever is left of them when the chain ends runs at full
//   speed then.
// Every step's output is printed in one piece when it ends, except a foreground step running alone, whose
// output streams. The table at the end is printed either way.
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
 * The foreground chain, group by group. The build is split where its parts wait on each other: the app is
 * bundled from @arpa/ui's build, and so are the unit tests (they import the package) and the package test, so
 * these three run side by side once the design system is built; the reference game needs neither.
 */
const chain = [
  ['versions'],
  ['build:ui', 'build:game'],
  ['build:app', 'test:unit', 'test:pack'],
  ['test:server'],
  ['test:stories'],
  ['test:e2e'],
];

/** Background steps and the steps each needs to have passed first. */
const background = {
  lint: ['versions'],
  // Storybook's test build (no docs pages): what the screenshots open, in half the CPU of the full build.
  'storybook:build:shots': ['versions'],
  typecheck: ['build:ui'],
  'test:visual:shots': ['storybook:build:shots'],
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
  [...chain.flat(), ...Object.keys(background)].map((step) => [step, Promise.withResolvers()]),
);
let stopped = false;

// Every background step waits for the steps it needs, then runs if they all passed and the chain goes on.
const backgroundRuns = Object.entries(background).map(async ([step, needs]) => {
  const results = await Promise.all(needs.map((need) => ended.get(need).promise));
  const result =
    results.every((result) => result?.ok) && !stopped
      ? await run(step, { buffered: true, idle: true })
      : undefined;
  ended.get(step).resolve(result);
  return result;
});

const groups = [];
let failed;
for (const group of chain) {
  const started = sinceStart();
  const results = await Promise.all(
    group.map(async (step) => {
      const result = await run(step, { buffered: group.length > 1 });
      ended.get(step).resolve(result);
      return result;
    }),
  );
  groups.push({ steps: results, seconds: sinceStart() - started });
  failed = results.find((result) => !result.ok);
  if (failed) {
    stopped = true;
    break;
  }
}
// The chain's steps that will not run now: the background steps waiting for them give up.
for (const step of chain.flat()) ended.get(step).resolve(undefined);
const backgroundResults = (await Promise.all(backgroundRuns)).filter(Boolean);
failed ??= backgroundResults.find((result) => !result.ok);

const line = ({ step, ok, seconds }) => `${step} ${ok ? '' : '(FAILED) '}${format(seconds)}`;
console.log('\nnpm test, step by step:');
for (const { steps, seconds } of groups) {
  console.log(`  ${format(seconds).padStart(12)}  ${steps.map(line).join(' | ')}`);
}
console.log(`  ${format(sinceStart()).padStart(12)}  in all`);
console.log(
  `in the background (${idlePrefix ? idlePrefix.flat().join(' ') : 'no lower priority available'}):`,
);
for (const result of backgroundResults.sort((a, b) => a.started - b.started)) {
  console.log(
    `  ${line(result)}, from ${format(result.started)} to ${format(result.started + result.seconds)}`,
  );
}
if (failed) {
  console.error(`\n${failed.step} failed (exit ${failed.code}).`);
  process.exit(1);
}
