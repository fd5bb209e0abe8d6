import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase, testDatabaseKind } from '../../test/harness.ts';
import { enqueueJob, JobQueue, type JobHandler } from './queue.ts';

describe(`job queue (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  let clock: Date;

  beforeEach(async () => {
    database = await createTestDatabase();
    clock = new Date('2025-01-15T10:00:00Z');
  });

  afterEach(async () => {
    await database.close();
  });

  const queueWith = (handlers: Record<string, JobHandler>) =>
    new JobQueue({ db: database.db, now: () => clock, handlers });

  const jobRows = () =>
    database.db
      .selectFrom('jobs')
      .select(['name', 'state', 'attempts', 'last_error'])
      .orderBy('id')
      .execute();

  it('runs a job once when it is due by the app clock, in order of due time', async () => {
    const seen: unknown[] = [];
    const queue = queueWith({ note: async (_trx, payload) => void seen.push(payload) });
    await database.db.transaction().execute(async (trx) => {
      await enqueueJob(trx, { name: 'note', payload: { n: 2 }, runAt: new Date('2025-01-15T10:20:00Z') });
      await enqueueJob(trx, { name: 'note', payload: { n: 1 }, runAt: new Date('2025-01-15T10:10:00Z') });
    });
    expect(await queue.runDue()).toBe(0);
    clock = new Date('2025-01-15T10:30:00Z');
    // Two workers at once: each job is claimed by one of them.
    const [a, b] = await Promise.all([
      queue.runDue(),
      queueWith({ note: async (_trx, p) => void seen.push(p) }).runDue(),
    ]);
    expect(a + b).toBe(2);
    expect(seen).toHaveLength(2);
    expect(await queue.runDue()).toBe(0);
    expect((await jobRows()).map((row) => row.state)).toEqual(['completed', 'completed']);
  });

  it('rolls back a failing job’s effect and retries it a minute later, then leaves it failed', async () => {
    const queue = queueWith({
      async broken(trx) {
        await trx.insertInto('server_secrets').values({ name: 'side-effect', value: 'x' }).execute();
        throw new Error('rikki');
      },
    });
    await enqueueJob(database.db, { name: 'broken', payload: {}, runAt: clock });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await queue.runDue()).toBe(1);
      expect(await queue.runDue()).toBe(0);
      clock = new Date(clock.getTime() + 60_000);
    }
    expect(await jobRows()).toEqual([{ name: 'broken', state: 'failed', attempts: 5, last_error: 'rikki' }]);
    expect(await queue.runDue()).toBe(0);
    const sideEffect = await database.db
      .selectFrom('server_secrets')
      .select('name')
      .where('name', '=', 'side-effect')
      .execute();
    expect(sideEffect).toEqual([]);
  });

  it('stops its timers and waits for the round in progress', async () => {
    let finished = false;
    const queue = new JobQueue({
      db: database.db,
      now: () => clock,
      handlers: {},
      periodic: [
        {
          everyMs: 5,
          run: async () => {
            await new Promise((resolve) => setTimeout(resolve, 30));
            finished = true;
          },
        },
      ],
      pollMs: 5,
    });
    queue.start();
    await new Promise((resolve) => setTimeout(resolve, 15));
    await queue.stop();
    expect(finished).toBe(true);
  });
});
