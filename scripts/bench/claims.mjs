// The claims part of the benchmark: valid claims of 50 players against pgbench's conditional single-row
// update on the same PostgreSQL, with one and two server processes, exactly-once checked afterwards, the
// statements (round trips) one claim costs, and where the CPU went.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cpuMeter, describeCpu, describeCpuPerClaim, postmasterPid } from './cpu.mjs';
import { autocannonClaimRun, csrfPair, probeWhile } from './load.mjs';
import { claimRun } from './players.mjs';
import { adminToken, benchTempDir, repo, startOurs } from './processes.mjs';

const require = createRequire(join(repo, 'packages/server/package.json'));
const pg = require('pg');

/** A ticket series of `count` fresh codes in the demo lottery assa-arpa (type 2: one code_b each). */
export async function importBenchSeries(base, series, count) {
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

/** Valid claims of `connections` players on a series of its own, not measured: the server's code compiled,
 * its pool's connections open and PostgreSQL's plans made before a measured run, as they are on a server that
 * has been up for a while. A fresh server's first burst measured the start-up (in one run the probe waited
 * up to 300 ms in its first 100 ms, none of it the server's event loop). */
export async function warmUp(base, series, count = 3000, connections = 50) {
  const { codes, lotteryId } = await importBenchSeries(base, series, count);
  const result = await claimRun(base, lotteryId, codes, { connections, headers: await csrfPair(base) });
  if (result.failed > 0) throw new Error(`warm-up: ${result.failed} of ${count} claims refused`);
}

/**
 * Claims/s of one process after a warm-up, with /healthz probed 100 times a second (5 connections, from a
 * process of its own) all the while.
 */
export async function claimsWithHealth(server, series, count, meter) {
  const { codes, lotteryId } = await importBenchSeries(server.base, series, count);
  const headers = await csrfPair(server.base);
  await warmUp(server.base, `${series}-WARM`);
  let cpu;
  const [claims, health] = await probeWhile(`${server.base}/healthz`, async () => {
    const stop = meter?.();
    const result = await claimRun(server.base, lotteryId, codes, { headers });
    cpu = stop?.();
    return result;
  });
  return { claims, health, series, count, cpu };
}

/**
 * The probe's figures as a row's value, goal and verdict: p99 under 20 ms, every probe answered 2xx. The
 * probe asks 100 times a second from a process of its own (load.mjs, probe.mjs).
 */
export function healthRow(health) {
  const { latency, requests, errors, non2xx } = health;
  return {
    value: `${latency.p99} ms (p50 ${latency.p50} ms, max ${latency.max} ms; ${requests} probes, ${errors + non2xx} failed)`,
    ratio: '–',
    goal: '< 20 ms, every probe answered',
    ok: latency.p99 < 20 && errors + non2xx === 0 && requests > 0,
  };
}

/** Exactly once: every accepted claim is one ticket claimed once, and no ticket of the series twice. */
export async function checkExactlyOnce(databaseUrl, series, accepted) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(c.id)::int as claims, count(distinct c.ticket_id)::int as tickets,
              count(t.id) filter (where t.state = 'claimed')::int as claimed
         from tickets t join ticket_series s on s.id = t.series_id left join claims c on c.ticket_id = t.id
        where s.alias = $1`,
      [series],
    );
    const row = rows[0];
    return row.claims === accepted && row.tickets === accepted && row.claimed === accepted;
  } finally {
    await client.end();
  }
}

/**
 * pgbench for the floor: one conditional single-row update per transaction, 50 clients, on a table of
 * 200 000 unclaimed rows made anew for each run (in a table left from earlier runs, more and more updates
 * find their row claimed and change nothing, which is cheaper: a floor that rose from run to run).
 * `run(seconds)` answers the tps of one run.
 */
export function pgbench(databaseUrl) {
  const url = new URL(databaseUrl);
  const bin = '/usr/lib/postgresql/15/bin/pgbench';
  const psqlEnv = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port,
    PGUSER: url.username || 'postgres',
  };
  const database = url.pathname.slice(1) || 'postgres';
  const dir = benchTempDir('pgbench');
  const setup = join(dir, 'setup.sql');
  writeFileSync(
    setup,
    `drop table if exists bench_tickets;
     create table bench_tickets (id int primary key, claimed boolean not null default false);
     insert into bench_tickets (id) select g from generate_series(1, 200000) g;
     vacuum analyze bench_tickets;`,
  );
  const script = join(dir, 'claim.sql');
  writeFileSync(
    script,
    '\\set id random(1, 200000)\nupdate bench_tickets set claimed = true where id = :id and not claimed;\n',
  );
  return {
    run(seconds) {
      spawnSync('/usr/lib/postgresql/15/bin/psql', ['-q', '-d', database, '-f', setup], {
        env: psqlEnv,
        stdio: 'ignore',
      });
      const args = ['-n', '-c', '50', '-j', '2', '-T', String(seconds), '-f', script, database];
      const result = spawnSync(bin, args, { env: psqlEnv, encoding: 'utf8' });
      const tps = /tps = ([\d.]+)/.exec(result.stdout ?? '')?.[1];
      if (!tps) throw new Error(`pgbench failed: ${result.stderr}`);
      return Number(tps);
    },
  };
}

/**
 * Statements PostgreSQL executed per valid claim (each one a round trip from the server, BEGIN and COMMIT
 * included), from the cluster's log with log_statement=all over `count` claims made one at a time. The log
 * is scripts/with-postgres.mjs's, beside the data directory.
 */
export async function statementsPerClaim(server, databaseUrl, count = 100, connections = 1) {
  const { codes, lotteryId } = await importBenchSeries(server.base, `BENCH-STATEMENTS-${connections}`, count);
  const headers = await csrfPair(server.base);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('show data_directory');
    const logFile = join(dirname(rows[0].data_directory), 'postgres.log');
    await client.query(`alter system set log_statement = 'all'`);
    await client.query('select pg_reload_conf()');
    await new Promise((done) => setTimeout(done, 300));
    const before = statSync(logFile).size;
    const result = await claimRun(server.base, lotteryId, codes, { connections, headers });
    const after = statSync(logFile).size;
    await client.query('alter system reset log_statement');
    await client.query('select pg_reload_conf()');
    const log = readFileSync(logFile, 'utf8').slice(before, after);
    const statements = log.split('\n').filter((line) => /LOG: {2}(statement|execute [^:]*): /.test(line));
    return { perClaim: statements.length / result.ok, claims: result.ok };
  } finally {
    await client.end();
  }
}

/** The load generator's CPU per claim of a run measured with `cpuMeter`. */
function describeGenerator(run) {
  const seconds = run.cpu.parts['load generator'];
  return `${((seconds * 1e6) / run.claims.ok).toFixed(0)} µs of CPU a claim`;
}

/**
 * The same claims sent by autocannon instead of the players' client (docs/decisions/0070): its claims/s
 * and CPU a claim, beside the rounds'.
 */
async function autocannonComparison(server) {
  const { codes, lotteryId } = await importBenchSeries(server.base, 'BENCH-AUTOCANNON', 20_000);
  const headers = await csrfPair(server.base);
  const stop = cpuMeter({ server: server.child.pid }, null);
  const claims = await autocannonClaimRun(server.base, lotteryId, codes, { headers });
  return { claims, cpu: stop() };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Rows of the claims part: pgbench and one process in three alternating rounds (pgbench 10 s on a new table, then
 * 20 000 claims, after a warm-up of 20 000 claims), its statements per claim, two processes, the CPU split. The machine's load moves both figures
 * from one second to the next (pgbench gave 6 700 to 13 300 tps in three runs of one hour), so each round's
 * ratio is taken from figures measured seconds apart, and the row shows the median round.
 */
export async function claimRows(databaseUrl) {
  // About 3 s of claims a round (6 000 took 1 s on the machine of 2026-12-01, much of it the run's start,
  // against pgbench's 10 s): the two rates are compared over times of one kind.
  const claimsPerRound = 20_000;
  const serverWarmUp = 20_000;
  const rows = [];
  const postmaster = await postmasterPid(pg, databaseUrl);
  const floor = pgbench(databaseUrl);
  const one = await startOurs({ databaseUrl });
  const rounds = [];
  let statements;
  let autocannon;
  try {
    // A server that has been up for a while: V8 goes on optimising the claim path for tens of thousands of
    // claims (first rounds of 6 300, 7 000 and 7 600 claims/s after 3 000, 10 000 and 20 000 claims on the
    // machine of 2026-12-01, the server's CPU per claim 0.115, 0.101 and 0.089 ms).
    await warmUp(one.base, 'BENCH-ONE-WARM', serverWarmUp);
    for (let round = 1; round <= 3; round += 1) {
      const tps = floor.run(10);
      const run = await claimsWithHealth(one, `BENCH-ONE-${round}`, claimsPerRound, () =>
        cpuMeter({ server: one.child.pid }, postmaster),
      );
      rounds.push({ tps, run, ratio: run.claims.claimsPerSecond / tps });
    }
    autocannon = await autocannonComparison(one);
    statements = await statementsPerClaim(one, databaseUrl);
    statements.underLoad = (await statementsPerClaim(one, databaseUrl, 3000, 50)).perClaim;
  } finally {
    await one.stop();
  }
  for (const round of rounds) {
    round.exact = await checkExactlyOnce(databaseUrl, round.run.series, round.run.claims.ok);
  }
  const chosen = rounds.find((round) => round.ratio === median(rounds.map((r) => r.ratio)));
  const single = chosen.run;
  const floorTps = chosen.tps;
  const exactOne = rounds.every((round) => round.exact);
  const refused = rounds.reduce((sum, round) => sum + round.run.claims.failed, 0);
  const ratio = chosen.ratio;
  const cpuOne = `${describeCpu(single.cpu)}; ${describeCpuPerClaim(single.cpu, single.claims.ok)}`;
  const each = rounds
    .map(
      (round) =>
        `${Math.round(round.run.claims.claimsPerSecond)}/${Math.round(round.tps)} = ${round.ratio.toFixed(2)}`,
    )
    .join(', ');
  console.log(`  one process, rounds (claims/s / pgbench tps): ${each}; median round: ${cpuOne}`);
  rows.push({
    what: 'PostgreSQL: valid claims, 50 players, one process',
    value: `${Math.round(single.claims.claimsPerSecond)} claims/s (pgbench ${Math.round(floorTps)} tps), median of 3 alternating rounds (claims/s / tps: ${each}); ${rounds.length * single.count} claims, ${refused} refused; exactly once: ${exactOne ? 'yes' : 'NO'}; ${statements.perClaim.toFixed(1)} statements per claim one at a time, ${statements.underLoad.toFixed(2)} with 50 players (grouped); median round's ${cpuOne}; the players' client ${describeGenerator(single)}, autocannon's ${describeGenerator(autocannon)} (${Math.round(autocannon.claims.claimsPerSecond)} claims/s, ${(autocannon.claims.claimsPerSecond / floorTps).toFixed(2)}× the median round's pgbench, ${autocannon.claims.failed} refused)`,
    ratio: ratio.toFixed(2),
    goal: '≥ 0.25× pgbench, exactly once',
    ok: ratio >= 0.25 && exactOne && refused === 0,
  });
  const healthRound = rounds.find(
    (round) => round.run.health.latency.p99 === median(rounds.map((r) => r.run.health.latency.p99)),
  );
  rows.push({
    what: 'PostgreSQL: /healthz p99 while claims run (median of the 3 rounds)',
    ...healthRow(healthRound.run.health),
  });

  const first = await startOurs({ databaseUrl });
  const second = await startOurs({ databaseUrl, env: { DEMO_SEED: 'off' } });
  try {
    const { codes, lotteryId } = await importBenchSeries(first.base, 'BENCH-TWO', claimsPerRound);
    const half = codes.length / 2;
    const headersA = await csrfPair(first.base);
    const headersB = await csrfPair(second.base);
    await Promise.all([
      warmUp(first.base, 'BENCH-TWO-WARM-1', serverWarmUp, 25),
      warmUp(second.base, 'BENCH-TWO-WARM-2', serverWarmUp, 25),
    ]);
    const stop = cpuMeter({ 'server 1': first.child.pid, 'server 2': second.child.pid }, postmaster);
    const [a, b] = await Promise.all([
      claimRun(first.base, lotteryId, codes.slice(0, half), { connections: 25, headers: headersA }),
      claimRun(second.base, lotteryId, codes.slice(half), { connections: 25, headers: headersB }),
    ]);
    const seconds = (Math.max(a.endedAt, b.endedAt) - Math.min(a.startedAt, b.startedAt)) / 1000;
    const perSecond = (a.ok + b.ok) / seconds;
    const cpu = stop();
    const exactTwo = await checkExactlyOnce(databaseUrl, 'BENCH-TWO', a.ok + b.ok);
    const scale = perSecond / single.claims.claimsPerSecond;
    // The ceiling: at one process's CPU per claim (server, PostgreSQL, load generator), how many times its
    // claims/s the machine's cores could give if nothing else ran and no core stood idle. A second process
    // adds no cores, and it never needs less CPU per claim than one (its groups are half as large).
    const oneCpu = single.cpu;
    const ourSeconds = Object.entries(oneCpu.parts)
      .filter(([label]) => label !== 'rest of the machine')
      .reduce((sum, [, seconds]) => sum + seconds, 0);
    const ceiling = (oneCpu.cores * oneCpu.wall) / ourSeconds;
    const twoSeconds = Object.entries(cpu.parts)
      .filter(([label]) => label !== 'rest of the machine')
      .reduce((sum, [, seconds]) => sum + seconds, 0);
    const explained = ceiling < 1.6;
    const cpuTwo = `${describeCpu(cpu)}; ${describeCpuPerClaim(cpu, a.ok + b.ok)}`;
    console.log(`  two processes: ${Math.round(perSecond)} claims/s; ${cpuTwo}`);
    rows.push({
      what: 'PostgreSQL: valid claims, 50 players, two processes',
      value: `${Math.round(perSecond)} claims/s; exactly once: ${exactTwo ? 'yes' : 'NO'}; ${cpuTwo}. Ceiling: one process used ${(ourSeconds / oneCpu.wall).toFixed(2)} of the ${oneCpu.cores.toFixed(0)} cores for its claims (${((ourSeconds * 1000) / single.claims.ok).toFixed(2)} CPU ms per claim in all), so these cores give at most ${ceiling.toFixed(2)}× its claims/s whatever the number of processes; two processes took ${((twoSeconds * 1000) / (a.ok + b.ok)).toFixed(2)} ms per claim`,
      ratio: `${scale.toFixed(2)}× one process (ceiling ${ceiling.toFixed(2)}×)`,
      goal: '≥ 1.6× one process, or the ceiling explained',
      ok: exactTwo && (scale >= 1.6 || explained),
    });
  } finally {
    await first.stop();
    await second.stop();
  }
  return rows;
}
