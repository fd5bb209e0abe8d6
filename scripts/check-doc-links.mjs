// Fails on a dangling reference to a document: every `docs/….md` path named in a text file of the repository
// (code comments, docs, README, configs) must exist, and so must every relative `.md` target of a Markdown link.
// Decision records must be numbered and listed in docs/decisions/README.md. Checks itself first on a few cases,
// the way check-boundaries.mjs does. Part of `npm run lint`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const skipped = [
  'node_modules',
  'dist',
  '.git',
  'test-results',
  '.cache',
  'storybook-static',
  'playwright-report',
];

// A path naming a document below some docs/ folder, e.g. docs/decisions/0005-x.md or ../../docs/errors.md.
const docsPath = /(?:\.{1,2}\/)*(?:[\w@.-]+\/)*docs\/[\w@./-]*\.md\b/g;
// A Markdown link or image target ending in .md, with an optional #anchor: [text](target.md#part).
const markdownLink = /\]\(\s*<?([^)\s>#]+\.md)(?:#[^)\s>]*)?>?\s*\)/g;

/**
 * The references in `text` (of the repository file `file`, a posix path from the root) that name no file;
 * `exists(path)` answers for a posix path from the root.
 */
export function danglingReferences(text, file, exists) {
  const dir = posix.dirname(file);
  const dangling = [];
  const check = (reference, candidates) => {
    if (!candidates.some((candidate) => exists(candidate))) dangling.push(reference);
  };
  for (const line of text.split('\n')) {
    for (const match of line.matchAll(docsPath)) {
      const before = line.slice(0, match.index);
      // Part of an address (https://github.com/…/docs/x.md) or of a longer token: not ours to check.
      if (/:\/\/\S*$/.test(before) || /[\w@-]$/.test(before)) continue;
      const reference = match[0];
      const fromFile = posix.normalize(posix.join(dir, reference));
      if (reference.startsWith('.')) check(reference, [fromFile]);
      else check(reference, [reference, fromFile]);
    }
    if (file.endsWith('.md') || file.endsWith('.mdx')) {
      for (const match of line.matchAll(markdownLink)) {
        const target = match[1];
        if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('/')) continue;
        const reference = posix.normalize(posix.join(dir, target));
        if (reference.startsWith('..')) continue;
        check(target, [reference]);
      }
    }
  }
  return dangling;
}

const cases = [
  { text: 'see docs/decisions/0001-a.md', file: 'app/x.ts', dangling: [] },
  { text: '// (docs/decisions/gone.md).', file: 'app/x.ts', dangling: ['docs/decisions/gone.md'] },
  { text: "readFile('../../../docs/errors.md')", file: 'packages/contract/src/x.ts', dangling: [] },
  { text: 'Why: [decisions/0001-a.md](decisions/0001-a.md).', file: 'docs/identity.md', dangling: [] },
  { text: 'See [old](decisions/old.md#why).', file: 'docs/identity.md', dangling: ['decisions/old.md'] },
  { text: 'See [the API](../playable-api.md).', file: 'docs/decisions/0009-x.md', dangling: [] },
  { text: 'https://example.com/docs/nothing.md', file: 'README.md', dangling: [] },
];
const known = new Set(['docs/decisions/0001-a.md', 'docs/errors.md', 'docs/playable-api.md']);
let wrong = 0;
for (const { text, file, dangling } of cases) {
  const found = danglingReferences(text, file, (path) => known.has(path));
  if (JSON.stringify(found) !== JSON.stringify(dangling)) {
    wrong += 1;
    console.error(`check-doc-links case ${JSON.stringify(text)}: found ${JSON.stringify(found)}`);
  }
}
if (wrong > 0) {
  console.error(`The document-link check is wrong in ${wrong} of ${cases.length} cases.`);
  process.exit(1);
}

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\0')
  .filter((file) => file && !file.split('/').some((part) => skipped.includes(part)))
  // This file's own cases name documents that do not exist on purpose.
  .filter((file) => file !== 'scripts/check-doc-links.mjs');
const exists = (path) => existsSync(join(root, path));

let problems = 0;
let read = 0;
for (const file of new Set(files)) {
  const path = join(root, file);
  if (!existsSync(path) || !statSync(path).isFile() || statSync(path).size > 2_000_000) continue;
  const bytes = readFileSync(path);
  if (bytes.includes(0)) continue;
  read += 1;
  for (const reference of danglingReferences(bytes.toString('utf8'), file, exists)) {
    problems += 1;
    console.error(`${relative(root, path)}: names ${reference}, which does not exist`);
  }
}
// Decision records are numbered (NNNN-slug.md), one number each, and listed in the folder's README index.
const decisions = join(root, 'docs/decisions');
if (existsSync(decisions)) {
  const index = readFileSync(join(decisions, 'README.md'), 'utf8');
  const numbers = new Map();
  for (const name of readdirSync(decisions).filter(
    (entry) => entry.endsWith('.md') && entry !== 'README.md',
  )) {
    const number = /^(\d{4})-[a-z0-9-]+\.md$/.exec(name)?.[1];
    if (!number) {
      problems += 1;
      console.error(
        `docs/decisions/${name}: not numbered; rename it NNNN-<slug>.md (the template is in the README)`,
      );
      continue;
    }
    if (numbers.has(number)) {
      problems += 1;
      console.error(`docs/decisions/${name}: number ${number} is also ${numbers.get(number)}`);
    }
    numbers.set(number, name);
    if (!index.includes(`(${name})`)) {
      problems += 1;
      console.error(`docs/decisions/${name}: missing from the index in docs/decisions/README.md`);
    }
  }
}

if (problems > 0) {
  console.error(
    `${problems} problem${problems === 1 ? '' : 's'} with document references or decision records.`,
  );
  process.exit(1);
}
console.log(
  `Document links: ${cases.length} self-test cases as expected; ${read} files name no missing document; ` +
    'every decision record is numbered and indexed.',
);
