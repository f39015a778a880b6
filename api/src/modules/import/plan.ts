import { createHash } from 'node:crypto';
import type { ImportSource } from '../../../../shared/import/summary.js';

/** One task read from a file, before it meets the database. */
export type PlannedTask = {
  /** stable across imports of the same file: the source's id, or a hash of the row */
  key: string;
  /** where it came from, for messages: "Line 4" or "Item 2995104339" */
  origin: string;
  name: string;
  description: string | null;
  projectName: string;
  priority: number;
  duration: number | null;
  dueDate: string | null;
  dueTime: string | null;
  recurrence: string | null;
  recurFrom: 'due' | 'completion';
  labels: string[];
  parentKey: string | null;
  completed: boolean;
};

export type ImportPlan = { tasks: PlannedTask[]; warnings: string[] };

export type ParseOptions = { now: Date; timeZone: string; project: string | null };

/** The clientId an imported task carries: the same row of the same file always gets the same one. */
export function importClientId(source: ImportSource, key: string) {
  return `import:${source}:${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

/**
 * Keys for rows without an id of their own: their content, and how many identical rows came before
 * (two equal rows are two tasks, and stay two on the next import).
 */
export function rowKeys() {
  const seen = new Map<string, number>();
  return (...parts: Array<string | null>) => {
    const base = parts.map((p) => p ?? '').join('\u0000');
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `${base}\u0000#${n}`;
  };
}

export const DEFAULT_PROJECT = 'Imported';
export const MAX_IMPORT_TASKS = 5000;
