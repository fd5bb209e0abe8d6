// npm run bench: one run, one table, every figure against its floor measured in the same run
// (docs/benchmarks.md). Parts: size budgets; public reads vs a bare Fastify answering the same bytes
// (PGlite, then PostgreSQL); valid claims of 50 players vs pgbench's conditional single-row update on the
// same PostgreSQL, with one and two server processes, exactly-once checked afterwards; /healthz p99 while
// claims run, and while the public pages render again after catalogue changes (scripts/bench/rerender.mjs);
// Lighthouse of four pages vs an empty React page (scripts/bench/lighthouse.mjs).
//   node scripts/bench/index.mjs [--skip-lighthouse]
//   node scripts/bench/index.mjs --only claims    (the PostgreSQL claims part alone, printed only; < 2 min)
// The PostgreSQL part runs inside scripts/with-postgres.mjs (a throwaway cluster) as
//   node scripts/bench/index.mjs --postgres-part <result.json>
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { lighthouseRows } from './lighthouse.mjs';
import { claimRows, claimsWithHealth, healthRow } from './claims.mjs';
import { browserEncodings, captureAnswers, compare, compressedReads, publicReads } from './load.mjs';
import { benchTempDir, repo, startBare, startOurs } from './processes.mjs';
import { rerenderRows } from './rerender.mjs';

const require = createRequire(join(repo, 'packages/server/package.json'));

/** One public read's row: ours against the floor, alternating, with `headers` on every request. */
async function readRow(engine, ours, floor, path, { label = '', headers = {} } = {}) {
  const result = await compare(ours.base, floor.base, path, 3, headers);
  const ratio = result.ours / result.floor;
  console.log(`  ${engine} ${path}${label}: ${Math.round(result.ours)} vs ${Math.round(result.floor)} req/s`);
  return {
    what: `${engine}: GET ${path}${label}`,
    value: `${Math.round(result.ours)} req/s, p99 ${result.oursP99} ms (floor ${Math.round(result.floor)} req/s, p99 ${result.floorP99} ms)${result.failures ? `; ${result.failures} non-2xx or errors` : ''}`,
    ratio: ratio.toFixed(2),
    goal: '≥ 0.5× floor, p99 < 20 ms',
    ok: ratio >= 0.5 && result.oursP99 < 20 && result.failures === 0,
  };
}

/**
 * Public reads of one engine: ours vs the floor, per path; and the larger answers again as a browser asks
 * for them (Accept-Encoding with br: both answer the same brotli bytes).
 */
async function publicReadRows(engine, databaseUrl) {
  const ours = await startOurs({ databaseUrl });
  try {
    const floor = await startBare({ routes: await captureAnswers(ours.base, publicReads) });
    try {
      const rows = [];
      for (const path of publicReads) rows.push(await readRow(engine, ours, floor, path));
      for (const path of compressedReads) {
        const headers = { 'accept-encoding': browserEncodings };
        rows.push(await readRow(engine, ours, floor, path, { label: ', as a browser asks (br)', headers }));
      }
      return rows;
    } finally {
      await floor.stop();
    }
  } finally {
    await ours.stop();
  }
}

/** The PostgreSQL part, inside with-postgres.mjs: public reads (unless only claims), claims vs pgbench. */
async function postgresPart(outFile, onlyClaims) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is missing (run through scripts/with-postgres.mjs)');
  const rows = onlyClaims ? [] : await publicReadRows('PostgreSQL', databaseUrl);
  rows.push(...(await claimRows(databaseUrl)));
  writeFileSync(outFile, JSON.stringify(rows));
}

async function pgliteClaims() {
  const server = await startOurs();
  try {
    const result = await claimsWithHealth(server, 'BENCH-PGLITE', 3000);
    return [
      {
        what: 'PGlite: valid claims, 50 players',
        value: `${Math.round(result.claims.claimsPerSecond)} claims/s; ${result.claims.ok} accepted, ${result.claims.failed} refused`,
        ratio: '–',
        goal: 'no refusals',
        ok: result.claims.failed === 0,
      },
      {
        what: 'PGlite: /healthz p99 while claims run',
        ...healthRow(result.health),
      },
    ];
  } finally {
    await server.stop();
  }
}

function sizeRows() {
  const result = spawnSync(process.execPath, ['scripts/size-report.mjs'], { cwd: repo, encoding: 'utf8' });
  return result.stdout
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [what, size, budget, verdict] = line.split(/\s{2,}/);
      return { what: `Size: ${what}`, value: size, ratio: '–', goal: `≤ ${budget}`, ok: verdict === 'ok' };
    });
}

function table(rows) {
  const lines = [
    '| What | Measured | Ratio | Goal | Met |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) => `| ${row.what} | ${row.value} | ${row.ratio} | ${row.goal} | ${row.ok ? 'yes' : 'no'} |`,
    ),
  ];
  return lines.join('\n');
}

async function main() {
  const onlyClaims = process.argv.includes('--only') && process.argv.includes('claims');
  if (process.argv[2] === '--postgres-part') return postgresPart(process.argv[3], onlyClaims);
  const started = Date.now();
  const rows = onlyClaims ? [] : [...sizeRows()];
  if (!onlyClaims) rows.push(...(await publicReadRows('PGlite')));
  if (!onlyClaims) rows.push(...(await pgliteClaims()));
  if (!onlyClaims) rows.push(...(await rerenderRows()));

  const outFile = join(benchTempDir('bench'), 'postgres.json');
  const pg = spawnSync(
    process.execPath,
    [
      'scripts/with-postgres.mjs',
      process.execPath,
      'scripts/bench/index.mjs',
      '--postgres-part',
      outFile,
      ...(onlyClaims ? ['--only', 'claims'] : []),
    ],
    { cwd: repo, stdio: 'inherit' },
  );
  if (pg.status === 0) rows.push(...JSON.parse(readFileSync(outFile, 'utf8')));
  else
    rows.push({
      what: 'PostgreSQL part',
      value: `failed (exit ${pg.status})`,
      ratio: '–',
      goal: '–',
      ok: false,
    });

  if (onlyClaims) {
    // A quick measurement of the claims alone: printed, not written into the docs' table of a full run.
    console.log(`\n${table(rows)}`);
    return;
  }
  if (!process.argv.includes('--skip-lighthouse')) rows.push(...(await lighthouseRows()));

  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const report = `${table(rows)}\n\nOne run of \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, ${minutes} min, this machine (${require('node:os').cpus().length} cores). Ratios compare figures measured side by side in the same run.\n`;
  console.log(`\n${report}`);
  const docs = join(repo, 'docs/benchmarks.md');
  const existing = readFileSync(docs, 'utf8');
  const marker = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const block = `${marker}\n${report}${end}`;
  writeFileSync(
    docs,
    existing.includes(marker)
      ? existing.replace(new RegExp(`${marker}[\\s\\S]*${end}`), block)
      : `${existing.trimEnd()}\n\n## Latest run\n\n${block}\n`,
  );
  spawnSync(join(repo, 'node_modules/.bin/prettier'), ['--write', docs], { stdio: 'ignore' });
  console.log('Written into docs/benchmarks.md.');
}

await main();
