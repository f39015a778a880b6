import type { Dialect } from './sqlDriver.js';

/**
 * Collects the parameters of one statement and writes their placeholders for the dialect, encoding
 * values as Prisma's adapters do, so comparisons match what Prisma stored (e.g. a SQLite DateTime is
 * the text `2026-01-02T03:04:05.678+00:00`, compared as text).
 */
export class Sql {
  readonly params: unknown[] = [];
  constructor(readonly dialect: Dialect) {}

  /** A placeholder for `value`. */
  param(value: string | number | boolean | Date | null): string {
    this.params.push(this.encode(value));
    return this.dialect === 'postgres' ? `$${this.params.length}` : '?';
  }

  /** `column IN (ids)` with one parameter whatever the count, so the statement text stays the same. */
  inIds(column: string, ids: number[]): string {
    if (this.dialect === 'postgres') {
      this.params.push(ids);
      return `${column} = ANY($${this.params.length}::int[])`;
    }
    this.params.push(JSON.stringify(ids));
    return `${column} IN (SELECT value FROM json_each(?))`;
  }

  private encode(value: string | number | boolean | Date | null) {
    if (value instanceof Date) {
      const iso = value.toISOString();
      // PostgreSQL: text, not a Date (pg would write it in the process's time zone)
      return this.dialect === 'sqlite' ? iso.replace('Z', '+00:00') : iso;
    }
    if (typeof value === 'boolean' && this.dialect === 'sqlite') return value ? 1 : 0;
    return value;
  }
}
