import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/harness.ts';
import { DatabaseOpenError, DataDirLockedError, lockFileOf } from './data-dir-lock.ts';
import { createDatabase, type DatabaseHandle } from './database.ts';

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));
const dirs: string[] = [];
const handles: DatabaseHandle[] = [];

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arpa-lock-'));
  dirs.push(dir);
  return join(dir, 'pglite');
}

afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// The lock guards the embedded database's directory only: run once, in the suite's PGlite pass.
describe.skipIf(testDatabaseKind !== 'pglite')('one owner per embedded database directory', () => {
  it('refuses a second opener while the first keeps working, and lets it in after the first closes', async () => {
    const dataDir = freshDataDir();
    const first = await createDatabase({ kind: 'pglite', dataDir });
    handles.push(first);

    const second = createDatabase({ kind: 'pglite', dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(dataDir);
    await expect(second).rejects.toThrow(`pid ${process.pid}`);

    const alive = await sql<{ one: number }>`select 1 as one`.execute(first.db);
    expect(alive.rows[0]?.one).toBe(1);

    await handles.pop()!.close();
    const again = await createDatabase({ kind: 'pglite', dataDir });
    handles.push(again);
    expect((await sql<{ one: number }>`select 1 as one`.execute(again.db)).rows).toHaveLength(1);
  });

  it('takes over the stale lock of a process that no longer runs', async () => {
    const dataDir = freshDataDir();
    const dead = spawnSync(process.execPath, ['-e', '']);
    expect(dead.status).toBe(0);
    writeFileSync(
      lockFileOf(dataDir),
      JSON.stringify({ pid: dead.pid, host: hostname(), processStart: null, startedAt: 'earlier' }),
    );
    const handle = await createDatabase({ kind: 'pglite', dataDir });
    handles.push(handle);
    expect(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('a directory that cannot be opened gets the recovery message and leaves no lock behind', async () => {
    const dataDir = freshDataDir();
    mkdirSync(join(dataDir, 'base'), { recursive: true });
    writeFileSync(join(dataDir, 'PG_VERSION'), '1\n');
    const opening = createDatabase({ kind: 'pglite', dataDir });
    await expect(opening).rejects.toBeInstanceOf(DatabaseOpenError);
    await expect(opening).rejects.toThrow(/could not be opened .*Restoring the embedded database/);
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  });

  it('a second server on a locked directory exits with one line naming the directory and its owner', async () => {
    const dataDir = freshDataDir();
    handles.push(await createDatabase({ kind: 'pglite', dataDir }));
    const child = spawn(process.execPath, [mainFile], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', DEMO_SEED: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`The database directory ${dataDir} is in use by another Arpa server`);
    expect(stderr).toContain(`pid ${process.pid}`);
    expect(stderr.length).toBeLessThan(1000);
  });
});
