// Size report: gzipped sizes of what @arpa/ui publishes, and the bytes the server sends for the
// JavaScript the app's landing page loads first (the build's brotli files, which the server sends to every
// browser that accepts br; the gzip files for the others), each against its budget; `npm run bench` and
// `npm test` both run it (`--files` lists the landing page's files).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { landingScripts } from './landing-js.ts';

const repo = resolve(import.meta.dirname, '..');
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
/** What the server sends for a built file when the browser accepts this encoding (its precompressed twin). */
function sent(file, extension) {
  const twin = `${file}.${extension}`;
  if (!existsSync(twin)) throw new Error(`${twin} is missing: the build writes it (app/vite.config.ts)`);
  return statSync(twin).size;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = [];
let over = false;
function report(name, bytes, budget) {
  const ok = budget === undefined || bytes <= budget;
  if (!ok) over = true;
  rows.push([name, kb(bytes), budget === undefined ? '–' : kb(budget), ok ? 'ok' : 'OVER BUDGET']);
}

const uiDist = join(repo, 'packages/ui/dist');
// All of the package's code: the index and the chunks it shares with the per-component entries
// (dist/components/*.js only re-export those chunks).
const uiScripts = readdirSync(uiDist).filter((file) => file.endsWith('.js'));
const uiBytes = uiScripts.reduce((sum, file) => sum + gz(join(uiDist, file)), 0);
// The whole library grows with the product (the playable tickets, the draw and player protection added a
// dozen components); a sister site takes only the components it imports, so the page budgets below are
// what visitors feel. 40 KB held 65 files; 60 KB leaves room for the issue 16 screens' blocks.
report(`@arpa/ui dist/*.js, ${uiScripts.length} file(s) (gzip)`, uiBytes, 60 * 1024);
report('@arpa/ui dist/styles.css (gzip)', gz(join(uiDist, 'styles.css')), 15 * 1024);

// The landing page's initial JavaScript: the entry, its static imports and the landing route's chunks
// (scripts/landing-js.ts). Budget: 100 KB gzipped (issue #6).
const appDist = join(repo, 'app/dist');
const initial = landingScripts(appDist);
const sentBytes = (extension) => initial.reduce((sum, file) => sum + sent(join(appDist, file), extension), 0);
report(`app "/" initial JS, ${initial.length} file(s), sent as br`, sentBytes('br'), 100 * 1024);
report(`app "/" initial JS, ${initial.length} file(s), sent as gzip`, sentBytes('gz'), 100 * 1024);
if (process.argv.includes('--files')) {
  for (const file of initial) console.log(`  ${kb(sent(join(appDist, file), 'br')).padStart(9)}  ${file}`);
}

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`${'What'.padEnd(width)}  ${'Size'.padStart(9)}  ${'Budget'.padStart(9)}`);
for (const [name, size, budget, verdict] of rows) {
  console.log(`${name.padEnd(width)}  ${size.padStart(9)}  ${budget.padStart(9)}  ${verdict}`);
}
if (over) {
  console.error('A size budget is exceeded.');
  process.exit(1);
}
