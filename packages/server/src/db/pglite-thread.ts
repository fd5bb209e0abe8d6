import { Worker } from 'node:worker_threads';

/**
 * An embedded PGlite database running in its own worker thread (db/pglite-worker.ts), with the part of
 * PGlite's interface the server uses: `query`, `dumpDataDir`, `close`. Statements are still run one at a
 * time (the Kysely dialect hands the one session to one caller at a time); what changes is that the HTTP
 * thread keeps answering while the database works (docs/decisions/0026-embedded-database-thread.md).
 */
export interface PGliteLike {
  readonly waitReady: Promise<void>;
  readonly closed: boolean;
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number; command?: string }>;
  dumpDataDir(compression: 'gzip'): Promise<Blob>;
  close(): Promise<void>;
}

type Answer =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };
type Event = { op: 'ready' } | { op: 'failed'; error: Record<string, unknown> };

/** The other thread's error as an Error with PostgreSQL's fields (`code`, `detail`, …) on it. */
function toError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  Object.assign(error, fields);
  return error;
}

export class PGliteThread implements PGliteLike {
  readonly waitReady: Promise<void>;
  #closed = false;
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  #exited: Error | undefined;

  constructor(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
    this.#worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: options });
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.#worker.on('message', (message: Answer | Event) => {
        if ('op' in message) {
          if (message.op === 'ready') resolve();
          else reject(toError(message.error));
          return;
        }
        const waiting = this.#pending.get(message.id);
        if (!waiting) return;
        this.#pending.delete(message.id);
        if (message.ok) waiting.resolve(message.result);
        else waiting.reject(toError(message.error));
      });
      this.#worker.on('error', (error) => {
        this.#fail(error);
        reject(error);
      });
      this.#worker.on('exit', (code) => {
        const error = new Error(`the embedded database thread stopped (exit code ${code})`);
        this.#fail(error);
        reject(error);
      });
    });
    // A caller that never awaits waitReady must not see an unhandled rejection.
    this.waitReady.catch(() => {});
  }

  get closed(): boolean {
    return this.#closed;
  }

  #fail(error: Error): void {
    this.#exited ??= error;
    this.#closed = true;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }

  #call<T>(message: Record<string, unknown>, transfer?: ArrayBuffer[]): Promise<T> {
    if (this.#exited) return Promise.reject(this.#exited);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id }, transfer);
    });
  }

  query<R>(sql: string, params: unknown[] = []) {
    return this.#call<{ rows: R[]; affectedRows?: number; command?: string }>({ op: 'query', sql, params });
  }

  async dumpDataDir(): Promise<Blob> {
    const bytes = await this.#call<ArrayBuffer>({ op: 'dump' });
    return new Blob([bytes], { type: 'application/x-gzip' });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}
