import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/harness.ts';
import { createDatabase } from './database.ts';
import { testTempDir } from '../test/temp-dir.ts';

/** A statement that keeps PostgreSQL busy for a while (pure computation, no sleeping). */
const busyStatement = (rows: number) =>
  sql`select count(*) as n from generate_series(1, ${sql.lit(rows)}) as g where g % 7 = 3`;

/** The longest the event loop went without running a 5 ms ticker while `work` ran, and how long `work` took. */
async function stallDuring(work: () => Promise<unknown>): Promise<{ stalledMs: number; tookMs: number }> {
  const ticks = [performance.now()];
  const ticker = setInterval(() => ticks.push(performance.now()), 5);
  const started = performance.now();
  await work();
  const tookMs = performance.now() - started;
  // One more tick after the work: a loop blocked until the end shows as one long gap.
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(ticker);
  let stalledMs = 0;
  for (let i = 1; i < ticks.length; i += 1) stalledMs = Math.max(stalledMs, ticks[i]! - ticks[i - 1]!);
  return { stalledMs, tookMs };
}

// PGlite's own behaviour: run once, in the PGlite pass of the server tests.
describe.skipIf(testDatabaseKind !== 'pglite')('the embedded database runs off the HTTP thread', () => {
  const dataDir = testTempDir('thread');

  it('keeps the event loop free while a long statement runs, unlike PGlite on the calling thread', async () => {
    const threaded = await createDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db'), thread: true });
    const onThread = await createDatabase({ kind: 'pglite', thread: false });
    try {
      // Warm both up (WebAssembly compilation, first plans) on a small series: the measured ones run for
      // about half a second each.
      await busyStatement(1_000).execute(threaded.db);
      await busyStatement(1_000).execute(onThread.db);

      const inWorker = await stallDuring(() => busyStatement(2_000_000).execute(threaded.db));
      const inline = await stallDuring(() => busyStatement(2_000_000).execute(onThread.db));
      console.log(
        `event loop stalled ${inWorker.stalledMs.toFixed(0)} ms of a ${inWorker.tookMs.toFixed(0)} ms statement ` +
          `in the database thread; ${inline.stalledMs.toFixed(0)} of ${inline.tookMs.toFixed(0)} ms on the calling thread`,
      );
      // On the calling thread the whole statement blocks the loop; in the worker only message passing does.
      expect(inline.stalledMs).toBeGreaterThan(inline.tookMs * 0.5);
      expect(inWorker.stalledMs).toBeLessThan(inWorker.tookMs * 0.5);
    } finally {
      await threaded.close();
      await onThread.close();
    }
  });

  it('hands PostgreSQL’s error fields across the thread (constraint races are mapped by their code)', async () => {
    const database = await createDatabase({ kind: 'pglite', thread: true });
    try {
      await sql`create table t (id int primary key)`.execute(database.db);
      await sql`insert into t values (1)`.execute(database.db);
      const failure = await sql`insert into t values (1)`
        .execute(database.db)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key') });
      // The session is usable afterwards, and a transaction's rollback holds.
      await expect(
        database.db.transaction().execute(async (trx) => {
          await sql`insert into t values (2)`.execute(trx);
          throw new Error('keskeytys');
        }),
      ).rejects.toThrow('keskeytys');
      const rows = await sql<{ id: number }>`select id from t order by id`.execute(database.db);
      expect(rows.rows).toEqual([{ id: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('reports a database thread that cannot open the directory as an error, not a crash', async () => {
    const notADirectory = join(dataDir, 'file');
    rmSync(notADirectory, { force: true });
    await import('node:fs').then(({ writeFileSync }) => writeFileSync(notADirectory, 'ei tietokanta'));
    await expect(createDatabase({ kind: 'pglite', dataDir: notADirectory, thread: true })).rejects.toThrow();
  });
});
