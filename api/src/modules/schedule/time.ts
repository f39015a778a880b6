/** "HH:mm" on a day, as minutes since midnight and back. */
export const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

export function toHHmm(minutes: number): string {
  const m = Math.round(minutes);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export const DAY_END = 24 * 60;
