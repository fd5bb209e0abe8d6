import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { testSchemaPrefix } from './run-schemas.ts';
import { dumpMigratedPGlite } from './pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar), made once per run; '' on PostgreSQL runs. */
    pgliteTemplatePath: string;
    /** Names this run's PostgreSQL schemas (test/harness.ts), so its teardown drops what workers kept. */
    testRunId: string;
    /** The folder of this run's temporary directories (test/temp-dir.ts), removed at its end. */
    testTempRoot: string;
  }
}

/**
 * Migrates one PGlite for the whole run (about 3 s) instead of once in every test file, and hands the
 * dump's path to the workers.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = randomBytes(3).toString('hex');
  project.provide('testRunId', runId);
  // Removed here, in the main process: a worker is stopped without running its exit handlers.
  const tempRoot = await mkdtemp(join(tmpdir(), 'arpa-server-tests-'));
  project.provide('testTempRoot', tempRoot);
  const removeTempRoot = () => rm(tempRoot, { recursive: true, force: true });
  // The project's own setting (vitest.config.ts): the PGlite and PostgreSQL projects run in one process.
  const url = project.config.env.TEST_DATABASE_URL;
  if (url) {
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await removeTempRoot();
      await dropRunSchemas(url, testSchemaPrefix(runId));
    };
  }
  const path = join(tempRoot, 'migrated.tar');
  const dump = await dumpMigratedPGlite();
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  return removeTempRoot;
}

/** Drops the schemas of this run that the workers kept for their next files (and their seed schemas). */
async function dropRunSchemas(connectionString: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where starts_with(nspname, $1)`,
      [prefix],
    );
    for (const { name } of rows) await client.query(`drop schema if exists "${name}" cascade`);
  } finally {
    await client.end();
  }
}
