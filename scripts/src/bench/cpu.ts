/**
 * CPU time of processes from /proc (Linux), for the bench's per-request figures: whatever wrk and
 * PostgreSQL take from the shared cores, a process's own CPU per request is the cost of its work.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system) a process has used, in ms; null where /proc cannot be read. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
  } catch {
    return null;
  }
}

/**
 * CPU time of one PostgreSQL server: its postmaster and every live child (the backends come and go, so
 * this counts the live ones), in ms; null where /proc cannot be read. Only the bench's own server: other
 * PostgreSQL servers on the machine (a test run beside it) are not counted.
 */
export function postgresCpuMs(postmasterPid: number): number | null {
  try {
    let total = processCpuMs(postmasterPid) ?? 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // The parent's pid is field 4: the second after the command name.
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parent === postmasterPid) total += processCpuMs(Number(entry)) ?? 0;
      } catch {
        // The process ended meanwhile.
      }
    }
    return total;
  } catch {
    return null;
  }
}

/** CPU time of the whole machine, all cores, in clock ticks. */
export interface MachineTimes {
  busy: number;
  idle: number;
  /** Time the hypervisor ran something else while this machine's cores wanted to run. */
  steal: number;
}

/** The machine's CPU time so far (the first line of /proc/stat); null where it cannot be read (off Linux). */
export function machineTimes(): MachineTimes | null {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number) as number[];
    return { busy: user! + nice! + system! + irq! + softirq!, idle: idle! + iowait!, steal: steal ?? 0 };
  } catch {
    return null;
  }
}

/**
 * What the cores did between two readings, in per cent of their time: busy, idle and stolen. A run whose
 * steal is high measured a machine the host was sharing: its figures say less about the code.
 */
export function machineShares(before: MachineTimes | null, after: MachineTimes | null): string {
  if (!before || !after) return '';
  const busy = after.busy - before.busy;
  const idle = after.idle - before.idle;
  const steal = after.steal - before.steal;
  const total = busy + idle + steal;
  if (total <= 0) return '';
  const share = (ticks: number) => `${((100 * ticks) / total).toFixed(0)} %`;
  return `cores busy ${share(busy)}, idle ${share(idle)}, stolen by the host ${share(steal)}`;
}
