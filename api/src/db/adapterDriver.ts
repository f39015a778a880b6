import { DeleteQueryNode, InsertQueryNode, UpdateQueryNode, type CompiledQuery } from 'kysely';
import { ColumnTypeEnum, type ArgType, type ColumnType, type SqlQueryable, type SqlResultSet } from '@prisma/driver-adapter-utils';
import { OutsideTransactionsDriver } from './outsideTransactions.js';

/**
 * Kysely over the driver adapter Prisma itself runs on (its better-sqlite3 connection): the same
 * connection and the same encoding of every value as Prisma's `$queryRaw`, without the Prisma
 * client's per-query pipeline. Values go in as Prisma sends them (a Date as a datetime argument, a
 * boolean as a boolean) and come back as `$queryRaw` answers them (Date, boolean, BigInt for 64-bit
 * integers), by the column types the adapter reports.
 */
export function adapterDriver(connected: () => Promise<SqlQueryable>) {
  return new OutsideTransactionsDriver(async ({ sql, parameters, query }: CompiledQuery) => {
    const adapter = await connected();
    const args = parameters as unknown[];
    const argTypes = args.map(argTypeOf);
    const writes = DeleteQueryNode.is(query) || UpdateQueryNode.is(query) || InsertQueryNode.is(query);
    if (writes && !query.returning) {
      return { rows: [], numAffectedRows: BigInt(await adapter.executeRaw({ sql, args, argTypes })) };
    }
    return { rows: rowsOf(await adapter.queryRaw({ sql, args, argTypes })) };
  });
}

function argTypeOf(value: unknown): ArgType {
  if (Array.isArray(value)) return { ...argTypeOf(value[0] ?? null), arity: 'list' };
  return { scalarType: scalarTypeOf(value), arity: 'scalar' };
}

function scalarTypeOf(value: unknown): ArgType['scalarType'] {
  if (value instanceof Date) return 'datetime';
  if (value instanceof Uint8Array) return 'bytes';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'bigint':
      return 'bigint';
    case 'number':
      return Number.isInteger(value) ? 'int' : 'float';
    default:
      return 'unknown';
  }
}

function rowsOf({ columnNames, columnTypes, rows }: SqlResultSet): Record<string, unknown>[] {
  const read = columnTypes.map(readerOf);
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < columnNames.length; i++) out[columnNames[i]] = row[i] === null ? null : read[i](row[i]);
    return out;
  });
}

const same = (value: unknown) => value;

function readerOf(type: ColumnType): (value: unknown) => unknown {
  switch (type) {
    case ColumnTypeEnum.Int64:
      return (value) => BigInt(value as string | number | bigint);
    case ColumnTypeEnum.DateTime:
    case ColumnTypeEnum.Date:
      return (value) => new Date(value as string);
    case ColumnTypeEnum.Boolean:
      return (value) => value === true || value === 1 || value === '1' || value === 'true';
    case ColumnTypeEnum.Json:
      return (value) => (typeof value === 'string' ? JSON.parse(value) : value);
    case ColumnTypeEnum.Int32:
      return (value) => Math.trunc(Number(value));
    case ColumnTypeEnum.Float:
    case ColumnTypeEnum.Double:
    case ColumnTypeEnum.UnknownNumber:
    case ColumnTypeEnum.Text:
    case ColumnTypeEnum.Character:
    case ColumnTypeEnum.Enum:
    case ColumnTypeEnum.Uuid:
      return same;
    default:
      // a type the hot paths do not read (decimal, bytes, arrays): refuse rather than answer it differently from Prisma
      return () => {
        throw new Error(`db.$kysely cannot read a column of type ${type}; read it through Prisma`);
      };
  }
}
