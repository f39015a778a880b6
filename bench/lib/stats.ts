/** Small statistics and printing helpers shared by the bench scripts. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Spread = { min: number; median: number; max: number; runs: number[] };

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { min: sorted[0], median, max: sorted[sorted.length - 1], runs: values };
}

export function round(n: number, digits = 1) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** "median (min–max)" */
export function fmt(s: Spread, digits = 1, unit = '') {
  return `${round(s.median, digits)}${unit} (${round(s.min, digits)}–${round(s.max, digits)})`;
}

export function pct(ratio: number) {
  return `${Math.round(ratio * 100)} %`;
}

/** Prints an aligned table. */
export function table(rows: Array<Record<string, string | number>>) {
  if (!rows.length) return;
  const cols = Object.keys(rows[0]);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i])).join('  ');
  console.log(line(cols));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(cols.map((c) => String(r[c] ?? ''))));
}

export const envNumber = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

export const RESULTS_DIR = join(import.meta.dirname, '..', 'results');

/** Keeps the last figures of a bench as JSON (bench/results/<name>.json, not committed). */
export function saveResults(name: string, data: unknown) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}.json`);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), ...((data as object) ?? {}) }, null, 2));
  console.log(`\nfigures written to ${file}`);
}

export function verdict(ok: boolean) {
  return ok ? 'MET' : 'MISSED';
}
