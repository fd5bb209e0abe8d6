import { closeSync, existsSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * One owner per embedded database. PGlite is PostgreSQL in one process without a postmaster: two
 * processes opening the same data directory write over each other's pages and can leave it unopenable.
 * The server therefore holds `<dataDir>.lock` (beside the directory, not in it) while the database is
 * open. The file names its owner (pid, host, the process's start time); a lock whose owner no longer runs
 * (killed, crashed, machine restarted) is stale and taken over.
 */

export interface DataDirOwner {
  pid: number;
  host: string;
  /** The owner's start time as the kernel counts it (/proc/<pid>/stat field 22), to tell a reused pid. */
  processStart: string | null;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  readonly owner: DataDirOwner;
  constructor(dataDir: string, owner: DataDirOwner) {
    super(
      `The database directory ${dataDir} is in use by another Arpa server (pid ${owner.pid} on ${owner.host}, ` +
        `started ${owner.startedAt}). Stop that server first, or give this one its own DATA_DIR ` +
        `(docs/runbook.md, "The embedded database").`,
    );
    this.name = 'DataDirLockedError';
    this.owner = owner;
  }
}

export function lockFileOf(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, '')}.lock`;
}

function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(owner: DataDirOwner): boolean {
  if (owner.host !== hostname()) return true; // Another machine's process cannot be checked: assume it runs.
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = processStart(owner.pid);
  return owner.processStart === null || start === null || start === owner.processStart;
}

function readOwner(file: string): DataDirOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<DataDirOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return null;
    return {
      pid: owner.pid,
      host: owner.host,
      processStart: owner.processStart ?? null,
      startedAt: owner.startedAt ?? '?',
    };
  } catch {
    return null;
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

/**
 * Takes the data directory's lock or throws `DataDirLockedError` naming the running owner. A stale or
 * unreadable lock file is replaced. The lock is released by `release()` and, failing that, when the
 * process exits normally; after a SIGKILL it is left behind and found stale by the next start.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = lockFileOf(dataDir);
  const me: DataDirOwner = {
    pid: process.pid,
    host: hostname(),
    processStart: processStart(process.pid),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      // This very process counts as running too: opening one directory twice corrupts it just the same.
      if (owner && isRunning(owner)) throw new DataDirLockedError(dataDir, owner);
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      const owner = existsSync(file) ? readOwner(file) : null;
      if (owner?.pid === me.pid && owner.startedAt === me.startedAt) unlinkSync(file);
    };
    process.on('exit', release);
    return { file, release };
  }
  const owner = readOwner(file);
  throw new DataDirLockedError(dataDir, owner ?? { ...me, pid: -1 });
}

/** The embedded database could not be opened: it is damaged or not a PGlite directory. */
export class DatabaseOpenError extends Error {
  constructor(dataDir: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message.split('\n')[0]!.slice(0, 200) : String(cause);
    super(
      `The embedded database in ${dataDir} could not be opened (${reason}). It may be damaged: stop every ` +
        `server using it and restore the last backup as docs/runbook.md ("Restoring the embedded database") ` +
        `describes.`,
      { cause },
    );
    this.name = 'DatabaseOpenError';
  }
}
