import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

/** CPU time (user + system, ms) a process and its waited-for children have used so far (Linux). */
export function processCpuMs(pid: number): number {
  const [utime, stime, cutime, cstime] = statFields(`/proc/${pid}/stat`).slice(11, 15).map(Number);
  return ((utime + stime + cutime + cstime) * 1000) / TICKS_PER_SECOND;
}

/** CPU time (user + system, ms) each thread of a process has used so far, by `name tid` (Linux). */
export function threadCpuMs(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const [utime, stime] = statFields(stat).slice(11, 13).map(Number);
      out.set(`${name} ${tid}`, ((utime + stime) * 1000) / TICKS_PER_SECOND);
    } catch {
      /* the thread ended */
    }
  }
  return out;
}

/** The fields after the ")" that ends the command name: utime is the 14th field of the line, stime the 15th. */
function statFields(fileOrText: string): string[] {
  const text = fileOrText.startsWith('/proc/') ? readFileSync(fileOrText, 'utf8') : fileOrText;
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}
