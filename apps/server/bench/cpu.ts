/**
 * CPU time of the processes a benchmark round runs on, read from Linux's /proc: a process by its
 * pid, and PostgreSQL as the sum of every `postgres` process on the machine. Elsewhere (no /proc)
 * the benchmark prints no CPU figures.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const canReadCpu = fs.existsSync('/proc/self/stat');

const ticksPerSecond = canReadCpu
  ? Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100
  : 100;

/** User plus system CPU of one process, in ms (0 when it has gone). */
export function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** CPU of every PostgreSQL process (backends and background workers), by pid, in ms. */
export function postgresCpuMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    byPid.set(Number(entry), processCpuMs(Number(entry)));
  }
  return byPid;
}

/** PostgreSQL's CPU between two readings (a process that started in between counts from zero). */
export function postgresCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
