import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * A freshly initialised embedded cluster, kept as a data-directory tarball, for new embedded databases to start
 * from instead of running PGlite's initdb (docs/decisions/0053-initdb-template.md). initdb costs 3.5 core-seconds
 * on this machine; loading the tarball 0.8. The test suite sets PGLITE_INITDB_CACHE for its servers and test
 * workers, which open about 16 new databases a run; `npm start` leaves it unset and runs initdb once.
 *
 * The file is named after the PGlite version (a newer PGlite makes a new one) and is written whole or not at all
 * (a temporary file renamed into place), so processes that make it at the same moment each end with a complete
 * copy.
 */

let pgliteVersion: string | undefined;

function installedPGliteVersion(): string {
  if (pgliteVersion === undefined) {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    pgliteVersion = manifest.version;
  }
  return pgliteVersion;
}

/** The template's file in `cacheDir`. */
export function initdbTemplateFile(cacheDir: string): string {
  return join(cacheDir, `pglite-${installedPGliteVersion()}-initdb.tar`);
}

function readTemplate(file: string): Blob | undefined {
  try {
    return new Blob([readFileSync(file)], { type: 'application/x-tar' });
  } catch {
    // Missing or unreadable: made again (and kept, if the directory lets us).
    return undefined;
  }
}

/**
 * Keeps `bytes` as the template `file`: written under a temporary name and renamed into place. False when the
 * directory cannot take it (read-only, full): the template is a saving, so the database opens anyway.
 */
export function keepTemplate(file: string, bytes: Uint8Array): boolean {
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return true;
  } catch {
    return false;
  } finally {
    try {
      rmSync(partial, { force: true });
    } catch {
      // Nothing was written there.
    }
  }
}

/** Each template this process has read or made: read once, and made once however many databases ask at once. */
const templates = new Map<string, Promise<Blob>>();

/**
 * The template of `cacheDir` (default PGLITE_INITDB_CACHE), made (one initdb, in memory) when it is not there
 * yet; undefined when no cache directory is set.
 */
export function initdbTemplate(
  cacheDir: string | undefined = process.env.PGLITE_INITDB_CACHE,
): Promise<Blob | undefined> {
  if (!cacheDir) return Promise.resolve(undefined);
  const file = initdbTemplateFile(cacheDir);
  let template = templates.get(file);
  if (!template) {
    template = Promise.resolve(readTemplate(file) ?? makeTemplate(file));
    templates.set(file, template);
    // A failed initdb is not remembered: the next database tries again.
    template.catch(() => templates.delete(file));
  }
  return template;
}

async function makeTemplate(file: string): Promise<Blob> {
  const client = new PGlite();
  let dump: Blob;
  try {
    await client.waitReady;
    dump = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  const bytes = new Uint8Array(await dump.arrayBuffer());
  keepTemplate(file, bytes);
  return new Blob([bytes], { type: 'application/x-tar' });
}
