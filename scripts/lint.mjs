// `npm run lint`: ESLint, the proof that its boundary rule catches what it is for, Prettier's check and the
// documentation's links, side by side (each is one process on one core; in a row they took 24 s alone and
// twice that beside type checking). Each one's output is printed in one piece when it ends.
import { packageBin, runCollected } from './child-process.mjs';

const checks = [
  ['eslint', [packageBin('eslint', 'eslint'), '.', '--max-warnings=0']],
  ['boundaries', ['scripts/check-boundaries.mjs']],
  ['prettier', [packageBin('prettier', 'prettier'), '--check', '.']],
  ['doc links', ['scripts/check-doc-links.mjs']],
];

async function run([name, args]) {
  const { code, output } = await runCollected(process.execPath, args);
  if (code === 0) process.stdout.write(output);
  else {
    console.error(`\n${name} failed (exit ${code}):`);
    process.stderr.write(output);
  }
  return code === 0;
}

const passed = await Promise.all(checks.map(run));
if (passed.includes(false)) process.exit(1);
