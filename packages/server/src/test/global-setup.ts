import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPGlite } from './pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar), made once per run; '' on PostgreSQL runs. */
    pgliteTemplatePath: string;
  }
}

/**
 * Migrates one PGlite for the whole run (about 3 s) instead of once in every test file, and hands the
 * dump's path to the workers.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplatePath', '');
    return async () => {};
  }
  const dir = await mkdtemp(join(tmpdir(), 'arpa-pglite-template-'));
  const path = join(dir, 'migrated.tar');
  const dump = await dumpMigratedPGlite();
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
