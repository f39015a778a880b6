import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

/** CPU time (user + system, ms) a process and its waited-for children have used so far (Linux). */
export function processCpuMs(pid: number): number {
  // fields after the ")" that ends the command name: utime is the 14th field of the line, stime the 15th
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return ((utime + stime + cutime + cstime) * 1000) / TICKS_PER_SECOND;
}
