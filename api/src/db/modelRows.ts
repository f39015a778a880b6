import { getDatamodel } from '../generated/pothos-types.js';
import type { Dialect } from './sqlDriver.js';

type ScalarType = 'Int' | 'String' | 'Boolean' | 'DateTime' | 'Float' | 'Json' | 'BigInt' | 'Decimal' | 'Bytes';
type Column = { name: string; type: ScalarType };

/**
 * The scalar columns of a Prisma model, in the model's order: the explicit column list of a raw read
 * follows models.prisma (a new column is read as soon as the client is generated), and a row decoded
 * with `decodeRow` has the same keys, order and value types as Prisma's.
 */
const models = getDatamodel().datamodel.models;

export function modelColumns(model: string): Column[] {
  const found = models[model];
  if (!found) throw new Error(`Unknown model ${model}`);
  return found.fields.filter((f) => f.kind === 'scalar').map((f) => ({ name: f.name, type: f.type as ScalarType }));
}

/** `t."id", t."name", …`: the model's columns, in order. */
export function selectColumns(columns: Column[], tableAlias: string): string {
  return columns.map((c) => `${tableAlias}."${c.name}"`).join(', ');
}

type Decode = (value: unknown) => unknown;
/** How DateTime columns are decoded: as Prisma does (Date), or straight to the ISO text a client is sent. */
export type DateMode = 'date' | 'text';
type RowDecoder = (row: unknown[], offset: number) => Record<string, unknown>;
const decoders = new WeakMap<Column[], Map<string, RowDecoder>>();

/**
 * The model's columns from `row[offset]` on, as Prisma returns them (Date, boolean…). With `dates`
 * 'text', DateTime columns come as `Date.toISOString()` text instead: what an answer carries, without
 * a Date made and formatted again for each of them (issue 9: the REST list).
 */
export function decodeRow<T>(dialect: Dialect, columns: Column[], row: unknown[], offset = 0, dates: DateMode = 'date'): T {
  let byMode = decoders.get(columns);
  if (!byMode) decoders.set(columns, (byMode = new Map()));
  const mode = `${dialect} ${dates}`;
  let decode = byMode.get(mode);
  if (!decode)
    byMode.set(
      mode,
      (decode = rowDecoder(
        columns,
        columns.map((c) => decoderOf(dialect, c.type, dates)),
      )),
    );
  return decode(row, offset) as T;
}

/**
 * One function per model and mode that builds a row as a single object literal with every key: V8
 * then makes each row in one piece, with its values inside the object. Setting the keys one by one
 * grew a separate property store for each row (issue 9: half the list's allocations). The keys are the
 * model's column names, from the generated datamodel, never from input.
 */
function rowDecoder(columns: Column[], decode: Decode[]): RowDecoder {
  const fields = columns.map((c, i) => `${JSON.stringify(c.name)}: (v = row[offset + ${i}]) == null ? null : decode[${i}](v)`);
  return new Function('decode', `return function decodeRow(row, offset) { let v; return { ${fields.join(', ')} }; }`)(decode) as RowDecoder;
}

const same: Decode = (v) => v;

function decoderOf(dialect: Dialect, type: ScalarType, dates: DateMode): Decode {
  if (type === 'BigInt') return (v) => BigInt(v as string | number);
  if (type === 'DateTime' && dates === 'text') return dialect === 'sqlite' ? sqliteDateText : postgresDateText;
  if (dialect === 'postgres') return same; // pg reads booleans, numbers and JSON; timestamps as UTC (sqlDriver.ts)
  switch (type) {
    case 'Boolean':
      return (v) => v === 1 || v === true || v === 1n;
    case 'DateTime':
      return sqliteDate;
    case 'Json':
      return (v) => JSON.parse(String(v));
    default:
      return same;
  }
}

/** `sqliteDate(value).toISOString()`; the adapter's own `…T…+00:00` text is rewritten without a Date. */
function sqliteDateText(value: unknown): string {
  if (typeof value === 'string' && isAdapterText(value)) return `${value.slice(0, 23)}Z`;
  return sqliteDate(value).toISOString();
}

const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,3})?$/;
/**
 * PostgreSQL's text of a `timestamp(3)` (UTC, as Prisma stores it: `2026-01-02 03:04:05.67`, trailing
 * zeros of the fraction dropped) as `toISOString()` text, without a Date; read with `dates` 'text'.
 */
export function postgresDateText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  if (!PG_TIMESTAMP.test(text)) return new Date(`${text.replace(' ', 'T')}Z`).toISOString();
  const fraction = text.length > 19 ? text.slice(20) : '';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction.padEnd(3, '0')}Z`;
}

/** `2026-01-02T03:04:05.678+00:00`: milliseconds and UTC, as Prisma's SQLite adapter writes a DateTime. */
function isAdapterText(text: string) {
  return text.length === 29 && text[10] === 'T' && text[19] === '.' && text.endsWith('+00:00');
}

/** What Prisma's adapter writes (`…T…+00:00`) parses as it is; any other text goes through Prisma's rule. */
function sqliteDate(value: unknown): Date {
  if (typeof value === 'number' || typeof value === 'bigint') return new Date(Number(value));
  const text = String(value);
  return new Date(isAdapterText(text) ? text : prismaDateText(text));
}

const TIME = /\d{2}:\d{2}:\d{2}(?:\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
/**
 * SQLite DateTime text as Prisma 6.19's client reads it: a bare date is midnight UTC, a time without
 * a zone is UTC, a zone without minutes gets ":00", a space before the time becomes "T".
 */
export function prismaDateText(text: string): string {
  const match = TIME.exec(text);
  if (match === null) return `${text}T00:00:00Z`;
  let out = text;
  const [whole, zone, zoneMinutes] = match;
  if (zone !== undefined && zone !== 'Z' && zoneMinutes === undefined) out = `${text}:00`;
  else if (zone === undefined) out = `${text}Z`;
  if (whole.length === text.length) return `1970-01-01T${out}`;
  const at = match.index - 1;
  return out[at] === ' ' ? `${out.slice(0, at)}T${out.slice(at + 1)}` : out;
}
