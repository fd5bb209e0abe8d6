import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertLedgerInvariant } from '../modules/accounts/ledger-invariant.ts';
import { testDatabaseKind } from '../test/harness.ts';
import { createDatabase } from './database.ts';
import { testTempDir } from '../test/temp-dir.ts';

const writer = fileURLToPath(new URL('./test-fixtures/ledger-writer.ts', import.meta.url));
const dir = testTempDir('crash');
const dataDir = join(dir, 'pglite');

/** Starts the writer, lets it commit for a while, then kills it with SIGKILL mid-write. */
async function killUnderLoad(): Promise<void> {
  const child = spawn(process.execPath, [writer], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`writer exited with ${code}: ${stderr.slice(0, 500)}`)));
  });
  await new Promise((resolve) => setTimeout(resolve, 300 + Math.floor(Math.random() * 400)));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

// Only the embedded database is written by this process itself; the PostgreSQL pass of the suite has nothing
// of its own to add here.
describe.skipIf(testDatabaseKind !== 'pglite')(
  'the embedded database after SIGKILLs under write load',
  () => {
    it('opens after each of 5 kills with every committed transaction whole (ledger invariant)', async () => {
      let events = 0;
      for (let kill = 1; kill <= 5; kill += 1) {
        await killUnderLoad();
        // The killed writer's lock is stale: the next opener takes it over.
        const handle = await createDatabase({ kind: 'pglite', dataDir });
        try {
          await assertLedgerInvariant(handle.db);
          const row = await handle.db
            .selectFrom('account_events')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow();
          const count = Number(row.count);
          // Events come in pairs (one transaction each): a torn transaction would leave an odd count.
          expect(count % 2, `after kill ${kill}`).toBe(0);
          expect(count, `after kill ${kill}`).toBeGreaterThan(events);
          events = count;
        } finally {
          await handle.close();
        }
      }
    }, 120_000);
  },
);
