// npm run bench: one run, one table, every figure against its floor measured in the same run
// (docs/benchmarks.md). Parts: size budgets; public reads vs a bare Fastify answering the same bytes
// (PGlite, then PostgreSQL); valid claims of 50 players vs pgbench's conditional single-row update on the
// same PostgreSQL, with one and two server processes, exactly-once checked afterwards; /healthz p99 while
// claims run; Lighthouse of four pages vs an empty React page (scripts/bench/lighthouse.mjs).
//   node scripts/bench/index.mjs [--skip-lighthouse]
// The PostgreSQL part runs inside scripts/with-postgres.mjs (a throwaway cluster) as
//   node scripts/bench/index.mjs --postgres-part <result.json>
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lighthouseRows } from './lighthouse.mjs';
import { captureAnswers, claimRun, compare, csrfPair, publicReads, run } from './load.mjs';
import { adminToken, repo, startBare, startOurs } from './processes.mjs';

const require = createRequire(join(repo, 'packages/server/package.json'));

/** Public reads of one engine: ours vs the floor, per path. */
async function publicReadRows(engine, databaseUrl) {
  const ours = await startOurs({ databaseUrl });
  try {
    const floor = await startBare({ routes: await captureAnswers(ours.base, publicReads) });
    try {
      const rows = [];
      for (const path of publicReads) {
        const result = await compare(ours.base, floor.base, path);
        const ratio = result.ours / result.floor;
        console.log(`  ${engine} ${path}: ${Math.round(result.ours)} vs ${Math.round(result.floor)} req/s`);
        rows.push({
          what: `${engine}: GET ${path}`,
          value: `${Math.round(result.ours)} req/s, p99 ${result.oursP99} ms (floor ${Math.round(result.floor)} req/s, p99 ${result.floorP99} ms)${result.failures ? `; ${result.failures} non-2xx or errors` : ''}`,
          ratio: ratio.toFixed(2),
          goal: '≥ 0.5× floor, p99 < 20 ms',
          ok: ratio >= 0.5 && result.oursP99 < 20 && result.failures === 0,
        });
      }
      return rows;
    } finally {
      await floor.stop();
    }
  } finally {
    await ours.stop();
  }
}

/** A ticket series of `count` fresh codes in the demo lottery assa-arpa (type 2: one code_b each). */
async function importBenchSeries(base, series, count) {
  const codes = Array.from({ length: count }, (_, i) => `${series}-${String(i + 1).padStart(7, '0')}`);
  const csv = [
    'code_a,code_b,product,value,transferrable,claimable',
    ...codes.map((code) => `,${code},,0,0,1`),
  ].join('\n');
  const response = await fetch(
    `${base}/api/admin/tickets/import?lottery=assa-arpa&series=${series}&validity_end=2099-12-31`,
    {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${adminToken}` },
      body: csv,
    },
  );
  if (!response.ok) throw new Error(`ticket import: ${response.status} ${await response.text()}`);
  const lottery = await (await fetch(`${base}/api/v1/lotteries/by-slug/assa-arpa`)).json();
  return { codes, lotteryId: lottery.id };
}

/** Claims/s of one process, with /healthz probed alongside (5 connections). */
async function claimsWithHealth(server, series, count) {
  const { codes, lotteryId } = await importBenchSeries(server.base, series, count);
  const headers = await csrfPair(server.base);
  const [claims, health] = await Promise.all([
    claimRun(server.base, lotteryId, codes, { headers }),
    run({ url: `${server.base}/healthz`, connections: 5, duration: 8 }),
  ]);
  return { claims, healthP99: health.latency.p99, series, count };
}

/** Exactly once: every accepted claim is one ticket claimed once, and no ticket of the series twice. */
async function checkExactlyOnce(databaseUrl, series, accepted) {
  const pg = require('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(c.id)::int as claims, count(distinct c.ticket_id)::int as tickets
         from claims c join tickets t on t.id = c.ticket_id join ticket_series s on s.id = t.series_id
        where s.alias = $1`,
      [series],
    );
    return rows[0].claims === accepted && rows[0].tickets === accepted;
  } finally {
    await client.end();
  }
}

function pgbench(databaseUrl) {
  const url = new URL(databaseUrl);
  const bin = '/usr/lib/postgresql/15/bin/pgbench';
  const psqlEnv = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port,
    PGUSER: url.username || 'postgres',
  };
  const database = url.pathname.slice(1) || 'postgres';
  const dir = mkdtempSync(join(tmpdir(), 'arpa-pgbench-'));
  const setup = join(dir, 'setup.sql');
  writeFileSync(
    setup,
    `drop table if exists bench_tickets;
     create table bench_tickets (id int primary key, claimed boolean not null default false);
     insert into bench_tickets (id) select g from generate_series(1, 200000) g;
     vacuum analyze bench_tickets;`,
  );
  spawnSync('/usr/lib/postgresql/15/bin/psql', ['-q', '-d', database, '-f', setup], {
    env: psqlEnv,
    stdio: 'ignore',
  });
  const script = join(dir, 'claim.sql');
  writeFileSync(
    script,
    '\\set id random(1, 200000)\nupdate bench_tickets set claimed = true where id = :id and not claimed;\n',
  );
  const result = spawnSync(bin, ['-n', '-c', '50', '-j', '2', '-T', '10', '-f', script, database], {
    env: psqlEnv,
    encoding: 'utf8',
  });
  const tps = /tps = ([\d.]+)/.exec(result.stdout ?? '')?.[1];
  if (!tps) throw new Error(`pgbench failed: ${result.stderr}`);
  return Number(tps);
}

/** The PostgreSQL part, inside with-postgres.mjs: public reads, claims vs pgbench, two processes. */
async function postgresPart(outFile) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is missing (run through scripts/with-postgres.mjs)');
  const rows = await publicReadRows('PostgreSQL', databaseUrl);

  const floorTps = pgbench(databaseUrl);
  const one = await startOurs({ databaseUrl });
  let single;
  try {
    single = await claimsWithHealth(one, 'BENCH-ONE', 6000);
  } finally {
    await one.stop();
  }
  const exactOne = await checkExactlyOnce(databaseUrl, single.series, single.claims.ok);
  const ratio = single.claims.claimsPerSecond / floorTps;
  rows.push({
    what: 'PostgreSQL: valid claims, 50 players, one process',
    value: `${Math.round(single.claims.claimsPerSecond)} claims/s (pgbench ${Math.round(floorTps)} tps); ${single.claims.ok} accepted, ${single.claims.failed} refused; exactly once: ${exactOne ? 'yes' : 'NO'}`,
    ratio: ratio.toFixed(2),
    goal: '≥ 0.25× pgbench, exactly once',
    ok: ratio >= 0.25 && exactOne && single.claims.failed === 0,
  });
  rows.push({
    what: 'PostgreSQL: /healthz p99 while claims run',
    value: `${single.healthP99} ms`,
    ratio: '–',
    goal: '< 20 ms',
    ok: single.healthP99 < 20,
  });

  const first = await startOurs({ databaseUrl });
  const second = await startOurs({ databaseUrl, env: { DEMO_SEED: 'off' } });
  try {
    const { codes, lotteryId } = await importBenchSeries(first.base, 'BENCH-TWO', 8000);
    const half = codes.length / 2;
    const started = Date.now();
    const [a, b] = await Promise.all([
      claimRun(first.base, lotteryId, codes.slice(0, half), {
        connections: 25,
        headers: await csrfPair(first.base),
      }),
      claimRun(second.base, lotteryId, codes.slice(half), {
        connections: 25,
        headers: await csrfPair(second.base),
      }),
    ]);
    const perSecond = (a.ok + b.ok) / ((Date.now() - started) / 1000);
    const exactTwo = await checkExactlyOnce(databaseUrl, 'BENCH-TWO', a.ok + b.ok);
    const scale = perSecond / single.claims.claimsPerSecond;
    rows.push({
      what: 'PostgreSQL: valid claims, 50 players, two processes',
      value: `${Math.round(perSecond)} claims/s; exactly once: ${exactTwo ? 'yes' : 'NO'} (2 cores shared by both servers, PostgreSQL and the load generator)`,
      ratio: `${scale.toFixed(2)}× one process`,
      goal: '≥ 1.6× one process',
      ok: scale >= 1.6 && exactTwo,
    });
  } finally {
    await first.stop();
    await second.stop();
  }
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
        value: `${result.healthP99} ms`,
        ratio: '–',
        goal: '< 20 ms',
        ok: result.healthP99 < 20,
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
  if (process.argv[2] === '--postgres-part') return postgresPart(process.argv[3]);
  const started = Date.now();
  const rows = [...sizeRows()];
  rows.push(...(await publicReadRows('PGlite')));
  rows.push(...(await pgliteClaims()));

  const outFile = join(mkdtempSync(join(tmpdir(), 'arpa-bench-')), 'postgres.json');
  const pg = spawnSync(
    process.execPath,
    ['scripts/with-postgres.mjs', process.execPath, 'scripts/bench/index.mjs', '--postgres-part', outFile],
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
