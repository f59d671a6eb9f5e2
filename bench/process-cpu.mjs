// CPU time of the processes a local dev server runs, read from /proc: what each costs per request
// is read before and after a run. CPU time stays put on a busy machine where wall time does not.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The kernel's CPU time unit: /proc counts in these ticks. */
export const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** User plus system CPU time of a process, in ms. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are the 14th and 15th fields of stat, the 12th and 13th after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * The processes under `root` (itself included), each with its role in `wrangler dev`: the
 * workers' runtime, the dev proxy in front of it (the workerd whose entry socket is the dev port:
 * it forwards every request, rewrites HTML for live reload and relays the DevTools session),
 * wrangler's own node process, or anything else it started.
 */
export function devProcesses(root, devPort) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      parents.set(Number(entry), { comm, ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) });
    } catch {}
  }
  const descends = (candidate) => {
    for (let at = candidate; at > 1; at = parents.get(at)?.ppid ?? 0) if (at === root) return true;
    return false;
  };
  const proxy = `entry=127.0.0.1:${devPort}\0`;
  return [...parents]
    .filter(([pid]) => descends(pid))
    .map(([pid, { comm }]) => {
      if (comm === 'workerd') return { pid, role: readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(proxy) ? 'proxy' : 'runtime' };
      return { pid, role: comm === 'node' ? 'wrangler' : 'other' };
    });
}

/** CPU ms so far per role of `processes` (a process gone since counts nothing). */
export function cpuByRole(processes) {
  const totals = { runtime: 0, proxy: 0, wrangler: 0, other: 0 };
  for (const { pid, role } of processes) {
    try {
      totals[role] += cpuMs(pid);
    } catch {}
  }
  return totals;
}
