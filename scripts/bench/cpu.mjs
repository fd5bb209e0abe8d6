// Where the CPU went during a benchmark run, read from /proc (Linux): per server process, the PostgreSQL
// cluster (the postmaster and every backend it forked), the load generator (this process) and the rest of
// the machine (other users of the shared cores).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Clock ticks per second of /proc's utime/stime (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

/** CPU seconds (user + system) of one process so far, or null when it is gone. */
function processSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: fields are counted after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}

function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** The postmaster's pid and its children's (the backends, the writer, the WAL writer, …). */
function clusterPids(postmasterPid) {
  const pids = [postmasterPid];
  for (const entry of readdirSync('/proc')) {
    if (/^\d+$/.test(entry) && parentOf(Number(entry)) === postmasterPid) pids.push(Number(entry));
  }
  return pids;
}

/** Busy and total seconds of the whole machine (all cores) from /proc/stat. */
function machineSeconds() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / ticksPerSecond, total: (busy + idle + iowait) / ticksPerSecond };
}

/** The postmaster pid of the cluster behind `databaseUrl` (first line of its postmaster.pid). */
export async function postmasterPid(pg, databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('show data_directory');
    return Number(readFileSync(join(rows[0].data_directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/**
 * Starts counting. `servers` maps a label to a pid; `postmaster` is the cluster's postmaster pid (or null).
 * The returned function ends the count and answers CPU seconds per part and the wall time.
 */
export function cpuMeter(servers, postmaster) {
  const pg = () => {
    if (!postmaster) return new Map();
    return new Map(clusterPids(postmaster).map((pid) => [pid, processSeconds(pid) ?? 0]));
  };
  const startServers = Object.fromEntries(
    Object.entries(servers).map(([label, pid]) => [label, processSeconds(pid) ?? 0]),
  );
  const startPg = pg();
  const startSelf = process.cpuUsage();
  const startMachine = machineSeconds();
  const started = Date.now();
  return () => {
    const wall = (Date.now() - started) / 1000;
    const parts = {};
    for (const [label, pid] of Object.entries(servers)) {
      parts[label] = (processSeconds(pid) ?? startServers[label]) - startServers[label];
    }
    let postgres = 0;
    for (const [pid, seconds] of pg()) postgres += seconds - (startPg.get(pid) ?? 0);
    parts.PostgreSQL = postgres;
    const self = process.cpuUsage(startSelf);
    parts['load generator'] = (self.user + self.system) / 1e6;
    const machine = machineSeconds();
    const busy = machine.busy - startMachine.busy;
    const ours = Object.values(parts).reduce((sum, value) => sum + value, 0);
    parts['rest of the machine'] = Math.max(0, busy - ours);
    const idle = Math.max(0, machine.total - startMachine.total - busy);
    return { wall, parts, idle, cores: (machine.total - startMachine.total) / wall };
  };
}

/** "server 1.2 cores, PostgreSQL 0.5, …" — CPU seconds per wall second of each part. */
export function describeCpu({ wall, parts, idle }) {
  const entries = Object.entries(parts).map(([label, seconds]) => `${label} ${(seconds / wall).toFixed(2)}`);
  return `CPU in cores: ${entries.join(', ')}, idle ${(idle / wall).toFixed(2)}`;
}

/**
 * CPU milliseconds each part spent per claim: on cores shared with other work this is what the design
 * costs, whatever share of the machine the run got.
 */
export function describeCpuPerClaim({ parts }, claims) {
  const entries = Object.entries(parts)
    .filter(([label]) => label !== 'rest of the machine')
    .map(([label, seconds]) => `${label} ${((seconds * 1000) / claims).toFixed(2)}`);
  return `CPU ms per claim: ${entries.join(', ')}`;
}
