import { connect } from 'node:net';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testDatabaseKind } from '../test/harness.ts';
import { testTempDir } from '../test/temp-dir.ts';

const dir = testTempDir('in-flight');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The app closes the database it opened itself (from DATA_DIR), as `npm start` does; an embedded one is enough.
describe.skipIf(testDatabaseKind !== 'pglite')('closing the app', () => {
  it('waits for a handler whose client went away before it closes the database under it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let outcome = 'not run';
    const app = await buildApp({
      env: { DATA_DIR: join(dir, 'db') },
      configure(instance) {
        instance.get('/api/test/slow', async () => {
          entered();
          await gate;
          try {
            await sql`select 1`.execute(instance.db);
            outcome = 'answered';
          } catch (error) {
            outcome = String(error);
          }
          return { ok: true };
        });
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    // A client that asks and leaves while the handler is still at work.
    const client = connect(port, '127.0.0.1');
    client.write('GET /api/test/slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await inHandler;
    client.destroy();
    await pause(50);

    const closing = app.close();
    await pause(200);
    release();
    await closing;
    expect(outcome).toBe('answered');
  }, 30_000);
});
