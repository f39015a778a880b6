import pg from 'pg';
import { OutsideTransactionsDriver } from './outsideTransactions.js';

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;
const twoDigits = (text: string, at: number) => digit(text, at) * 10 + digit(text, at + 1);

/** 'YYYY-MM-DD HH:MM:SS' with an optional fraction, as PostgreSQL prints a `timestamp`. */
const plainTimestamp = (text: string) =>
  text.length >= 19 &&
  text.charCodeAt(4) === 45 &&
  text.charCodeAt(7) === 45 &&
  text.charCodeAt(10) === 32 &&
  text.charCodeAt(13) === 58 &&
  text.charCodeAt(16) === 58 &&
  (text.length === 19 || text.charCodeAt(19) === 46);

/**
 * A `timestamp` (Prisma's DateTime, stored in UTC without a zone) as the Date of its UTC instant.
 * Read digit by digit: every row of a task list has several, and a regular expression or the Date
 * string parser costs several times as much. Anything else (a year before 100 or past 9999, BC,
 * infinity) goes to the Date parser.
 */
function utcTimestamp(text: string): Date {
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  // Date.UTC reads the years 0 to 99 as 1900 to 1999
  if (!plainTimestamp(text) || year < 100) return new Date(`${text.replace(' ', 'T')}Z`);
  let ms = 0;
  for (let at = 20, scale = 100; at < text.length && scale >= 1; at++, scale /= 10) ms += digit(text, at) * scale;
  return new Date(Date.UTC(year, twoDigits(text, 5) - 1, twoDigits(text, 8), twoDigits(text, 11), twoDigits(text, 14), twoDigits(text, 17), ms));
}

const PARSERS: Record<number, (text: string) => unknown> = {
  1114: utcTimestamp, // timestamp: Prisma's DateTime, stored in UTC
  1082: (text) => new Date(`${text}T00:00:00.000Z`), // date: its UTC midnight, as Prisma reads it
  20: (text) => BigInt(text), // int8: count(*) and bigint columns, as Prisma's $queryRaw reads them
};
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text'),
};

/** A Date goes in as its UTC instant (pg's own default would write the process's local time into a `timestamp`). */
const toPg = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

const MAX_NAMED_STATEMENTS = 1000;
const statementNames = new Map<string, string>();

/**
 * A name per distinct SQL text, so that each pooled connection parses a statement once and then only
 * binds values (as a query's full text is otherwise written, parsed and planned on every call). The
 * texts Kysely compiles come in a bounded set of shapes (a list of ids is one array value); past the
 * bound, a text runs unnamed.
 */
function statementName(sql: string): string | undefined {
  const known = statementNames.get(sql);
  if (known !== undefined || statementNames.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `k${statementNames.size}`;
  statementNames.set(sql, name);
  return name;
}

/**
 * Kysely straight on the app's pg pool (the one Prisma's adapter runs on), reading every value as
 * Prisma does: DateTime columns as Dates of their UTC instant, 64-bit integers as BigInt.
 */
export function pgPoolDriver(pool: pg.Pool) {
  return new OutsideTransactionsDriver(async ({ sql, parameters }) => {
    const result = await pool.query({ text: sql, name: statementName(sql), values: parameters.map(toPg), types } as pg.QueryConfig);
    const changed = result.command === 'INSERT' || result.command === 'UPDATE' || result.command === 'DELETE';
    return { rows: result.rows, ...(changed ? { numAffectedRows: BigInt(result.rowCount ?? 0) } : {}) };
  });
}
