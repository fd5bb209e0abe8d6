import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's own thread (db/pglite-thread.ts starts it): PGlite compiles and runs every
 * statement synchronously inside WebAssembly, so on the HTTP thread one slow query would stall every
 * request and health probe. Here it stalls only this thread. Messages: `{ id, op: 'query', sql, params }`,
 * `{ id, op: 'dump' }`, `{ id, op: 'close' }`; answers `{ id, ok, result | error }`; `{ op: 'ready' }` or
 * `{ op: 'failed', error }` once after opening.
 */

interface Options {
  dataDir?: string;
  loadDataDir?: Blob;
}

type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[] }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

const INT8_OID = 20;
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

/** What survives the copy to the other thread: the message and PostgreSQL's fields (code, detail, …). */
function serialiseError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

const options = workerData as Options;
const client = new PGlite({
  dataDir: options.dataDir,
  loadDataDir: options.loadDataDir,
  // Counts and bigint columns as numbers, as database.ts does for both drivers.
  parsers: { [INT8_OID]: (value: string) => Number(value) },
});

try {
  await client.waitReady;
  port.postMessage({ op: 'ready' });
} catch (error) {
  port.postMessage({ op: 'failed', error: serialiseError(error) });
}

port.on('message', async (request: Request) => {
  try {
    switch (request.op) {
      case 'query': {
        const result = await client.query(request.sql, request.params);
        const { rows, affectedRows } = result;
        const command = (result as { command?: string }).command;
        port.postMessage({ id: request.id, ok: true, result: { rows, affectedRows, command } });
        break;
      }
      case 'dump': {
        const dump = await client.dumpDataDir('gzip');
        const bytes = await dump.arrayBuffer();
        port.postMessage({ id: request.id, ok: true, result: bytes }, [bytes]);
        break;
      }
      case 'close': {
        if (!client.closed) await client.close();
        port.postMessage({ id: request.id, ok: true, result: null });
        break;
      }
    }
  } catch (error) {
    port.postMessage({ id: request.id, ok: false, error: serialiseError(error) });
  }
});
