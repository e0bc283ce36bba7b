/**
 * CPU time spent by the parts of a bench run, from Linux's /proc: the server's processes, the
 * database's, the bench's own load, and the machine as a whole. Throughput on this two-core
 * machine swings with the day (the yardstick has run at half speed) and from run to run; the
 * CPU a clock action costs each part moved less between back-to-back runs, which helps to judge
 * a change on a noisy day.
 *
 * A process tree's time is its own, its reaped children's (Linux adds them to the parent's
 * cutime/cstime when it waits for them: pooled PostgreSQL sessions that end, cluster workers
 * that stop), and that of its children still running.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux this runs on

interface ProcStat {
  pid: number;
  command: string;
  parent: number;
  /** utime + stime, in ticks. */
  own: number;
  /** cutime + cstime: children already reaped, in ticks. */
  reaped: number;
}

function procStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses; the fields after it start at the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, command: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')), parent: Number(fields[1]), own: Number(fields[11]) + Number(fields[12]), reaped: Number(fields[13]) + Number(fields[14]) };
  } catch {
    return null; // gone, or not on Linux
  }
}

const everyProcess = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => procStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== null);

/** CPU milliseconds of `root` and every process under it, reaped ones included; null off Linux or when it is gone. */
export function processTreeCpuMs(root: number): number | null {
  const all = everyProcess();
  const rootStat = all.find((stat) => stat.pid === root);
  if (!rootStat) return null;
  const children = new Map<number, ProcStat[]>();
  for (const stat of all) {
    if (!children.has(stat.parent)) children.set(stat.parent, []);
    children.get(stat.parent)!.push(stat);
  }
  let ticks = 0;
  const visit = (stat: ProcStat) => {
    ticks += stat.own + stat.reaped;
    for (const child of children.get(stat.pid) ?? []) visit(child);
  };
  visit(rootStat);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * PostgreSQL's postmaster on this machine, given the process id of one of its sessions
 * (pg_backend_pid()); null when that session is not a PostgreSQL process here.
 */
export function postmasterOf(sessionPid: number): number | null {
  const session = procStat(sessionPid);
  return session?.command === 'postgres' && procStat(session.parent)?.command === 'postgres' ? session.parent : null;
}

/** Busy and total CPU milliseconds of the whole machine so far (steal counts as neither). */
export function machineCpuMs(): { busy: number; total: number } | null {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, idle, iowait, irq, softirq] = ticks;
    const busy = user + nice + system + irq + softirq;
    return { busy: (busy * 1000) / TICKS_PER_SECOND, total: ((busy + idle + iowait) * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

export interface CpuReading {
  server: number | null;
  database: number | null;
  load: number;
  machine: { busy: number; total: number } | null;
}

/** Reads the CPU so far of the server's tree, the database's tree (null when not on this machine), this process and the machine. */
export function readCpu(serverPid: number, databasePid: number | null): CpuReading {
  const usage = process.cpuUsage();
  return {
    server: processTreeCpuMs(serverPid),
    database: databasePid === null ? null : processTreeCpuMs(databasePid),
    load: (usage.user + usage.system) / 1000,
    machine: machineCpuMs(),
  };
}

/**
 * Milliseconds of CPU per operation of each part between two readings, and how busy the machine
 * was. `databaseElsewhere` says where the database's time went when it has no process here
 * (PGlite runs inside the server).
 */
export function cpuPerOperation(before: CpuReading, after: CpuReading, operations: number, databaseElsewhere = 'not on this machine'): string {
  const per = (a: number | null, b: number | null, elsewhere = 'unknown') => (a === null || b === null ? elsewhere : `${((b - a) / operations).toFixed(2)} ms`);
  const busy =
    before.machine && after.machine ? `${((100 * (after.machine.busy - before.machine.busy)) / (after.machine.total - before.machine.total)).toFixed(0)}%` : 'unknown';
  return `server ${per(before.server, after.server)}, database ${per(before.database, after.database, databaseElsewhere)}, load ${per(before.load, after.load)}; machine busy ${busy}`;
}
