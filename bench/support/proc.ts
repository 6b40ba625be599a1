// What a server process costs, read from Linux's /proc: CPU time and resident memory.
import { readFileSync } from 'node:fs';

/**
 * A process's CPU time so far (utime + stime, all threads) in µs, or null off Linux. /proc counts
 * in clock ticks of 1/100 s (USER_HZ, 100 on every Linux Node supports). Requests/s on a shared
 * machine swing with the neighbours' load; the CPU time a server spends per request is steadier.
 */
export function processCpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/** A process's resident memory (VmRSS) in bytes, or null off Linux. */
export function processRssBytes(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}
