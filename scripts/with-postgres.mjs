// Runs a command against a throwaway PostgreSQL cluster:
//   node scripts/with-postgres.mjs vitest run --project server
// The command gets TEST_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres. The cluster lives in a
// temporary directory and is stopped and removed afterwards, whatever the command's outcome; the script
// exits with the command's exit code.
//
// PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user and its
// commands run through `su`. Binaries come from /usr/lib/postgresql/<version>/bin (installed with apt-get
// when missing).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const isRoot = process.getuid?.() === 0;

function run(file, args, options = {}) {
  const result = spawnSync(file, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${file} ${args.join(' ')} exited with ${result.status}`);
}

function quote(value) {
  return `'${String(value).replaceAll("'", `'\\''`)}'`;
}

/** Runs a PostgreSQL binary as the cluster's owner. */
function runAsOwner(binary, args, options = {}) {
  if (!isRoot) return run(binary, args, options);
  const line = [binary, ...args].map(quote).join(' ');
  return run('su', ['postgres', '-s', '/bin/bash', '-c', line], options);
}

function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length > 0 ? join(root, versions[0], 'bin') : undefined;
}

function ensurePostgres() {
  let bin = postgresBinDir();
  if (bin) return bin;
  if (!isRoot) throw new Error('PostgreSQL is not installed; run: apt-get install -y postgresql');
  console.log('[with-postgres] installing PostgreSQL with apt-get');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'postgresql'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  bin = postgresBinDir();
  if (!bin) throw new Error('apt-get installed postgresql but no initdb was found');
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function ownerIds() {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) throw new Error('there is no postgres user');
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

function runCommand(env) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
    // Ctrl-C reaches the child through the terminal; the cluster is cleaned up once the child exits.
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`[with-postgres] ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

const bin = ensurePostgres();
const dir = mkdtempSync(join(tmpdir(), 'arpa-pg-'));
const dataDir = join(dir, 'data');
const logFile = join(dir, 'postgres.log');
let started = false;
let exitCode = 1;
try {
  if (isRoot) {
    const { uid, gid } = ownerIds();
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  runAsOwner(
    join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // Durability is worthless for a throwaway test cluster; without it the tests run faster.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  runAsOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', serverOptions, '-l', logFile, '-w', 'start']);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`[with-postgres] PostgreSQL (${bin}) on ${url}`);
  exitCode = await runCommand({ ...process.env, TEST_DATABASE_URL: url });
} catch (error) {
  console.error(`[with-postgres] ${error.message}`);
  if (existsSync(logFile)) spawnSync('tail', ['-n', '20', logFile], { stdio: 'inherit' });
  exitCode = 1;
} finally {
  if (started) {
    try {
      runAsOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
    } catch (error) {
      console.error(`[with-postgres] stopping the cluster failed: ${error.message}`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
