import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A job queue in PostgreSQL (the `jobs` table): jobs are rows, enqueued inside the caller's transaction so a
 * job exists exactly when the thing it is about was committed. Workers in any number of processes claim due
 * rows with `FOR UPDATE SKIP LOCKED` and run the handler in the claiming transaction, so a job's effect and
 * its completion commit together: it runs once, and a crash mid-way leaves it due again.
 */

export type JobHandler = (trx: Transaction<Database>, payload: unknown) => Promise<void>;

export interface JobQueueOptions {
  db: Kysely<Database>;
  /** The app's clock: a job is due when `run_at` is not after it. */
  now: () => Date;
  handlers: Record<string, JobHandler>;
  /** Work run every `everyMs` in each process (e.g. a sweep); must be safe to run concurrently. */
  periodic?: { everyMs: number; run: () => Promise<unknown> }[];
  /** How often due jobs are looked for. */
  pollMs?: number;
  onError?: (error: unknown, job?: { id: number; name: string }) => void;
}

/** A failing job is retried this many times, a minute apart, then left as `failed` for the operator. */
const maxAttempts = 5;
const retryDelayMs = 60_000;

export function enqueueJob(
  trx: Kysely<Database>,
  job: { name: string; payload: unknown; runAt: Date },
): Promise<unknown> {
  return trx
    .insertInto('jobs')
    .values({ name: job.name, payload: JSON.stringify(job.payload), run_at: job.runAt })
    .execute();
}

export class JobQueue {
  readonly #options: JobQueueOptions;
  readonly #timers: NodeJS.Timeout[] = [];
  #running: Promise<unknown> = Promise.resolve();
  #stopped = true;

  constructor(options: JobQueueOptions) {
    this.#options = options;
  }

  /** Runs every due job once; answers how many ran (successfully or not). */
  async runDue(limit = 100): Promise<number> {
    let ran = 0;
    while (ran < limit && (await this.#runOne())) ran += 1;
    return ran;
  }

  async #runOne(): Promise<boolean> {
    const { db, handlers } = this.#options;
    let claimed: { id: number; name: string } | undefined;
    try {
      return await db.transaction().execute(async (trx) => {
        const job = await trx
          .selectFrom('jobs')
          .select(['id', 'name', 'payload'])
          .where('state', '=', 'created')
          .where('run_at', '<=', this.#options.now())
          .orderBy('run_at')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!job) return false;
        claimed = { id: job.id, name: job.name };
        const handler = handlers[job.name];
        if (!handler) throw new Error(`No handler for job ${job.name}`);
        await handler(trx, job.payload);
        await trx
          .updateTable('jobs')
          .set({ state: 'completed', done_at: this.#options.now() })
          .where('id', '=', job.id)
          .execute();
        return true;
      });
    } catch (error) {
      if (!claimed) throw error;
      this.#options.onError?.(error, claimed);
      await this.#recordFailure(claimed.id, error);
      return true;
    }
  }

  async #recordFailure(id: number, error: unknown): Promise<void> {
    const retryAt = new Date(this.#options.now().getTime() + retryDelayMs);
    await this.#options.db
      .updateTable('jobs')
      .set({
        attempts: sql`attempts + 1`,
        last_error: String(error instanceof Error ? error.message : error).slice(0, 1000),
        run_at: retryAt,
        state: sql`case when attempts + 1 >= ${maxAttempts} then 'failed' else 'created' end`,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Starts polling for due jobs and the periodic work. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    const every = (ms: number, work: () => Promise<unknown>) => {
      const timer = setInterval(() => {
        if (this.#stopped) return;
        // One round at a time in this process; the next tick waits for the previous round.
        this.#running = this.#running.then(work).catch((error: unknown) => this.#options.onError?.(error));
      }, ms);
      timer.unref();
      this.#timers.push(timer);
    };
    every(this.#options.pollMs ?? 5000, () => this.runDue());
    for (const periodic of this.#options.periodic ?? []) every(periodic.everyMs, periodic.run);
  }

  /** Stops the timers and waits for the round in progress, so the database can be closed after it. */
  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers.splice(0)) clearInterval(timer);
    await this.#running;
  }
}
