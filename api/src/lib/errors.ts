import { GraphQLError } from 'graphql';
import { ZodError } from 'zod';
import { findUnstorableText } from './storableText.js';

/**
 * An error a person can act on: REST answers `status` with `{ message }`, GraphQL unmasks it with its
 * `code`. A client's mistake (4xx) is a field error that leaves the HTTP status alone: GraphQL over HTTP
 * answers 200 (2xx whenever `data` is there), and the other fields' data still arrives. Only the
 * server's own trouble (5xx: the database unreachable, a bug) sets the HTTP status, so clients retry.
 */
export class AppError extends GraphQLError {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { code: codeFor(status), ...(status >= 500 ? { http: { status } } : {}), ...extra } });
    this.name = 'AppError';
  }
}

function codeFor(status: number) {
  return (
    { 400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 429: 'TOO_MANY_REQUESTS', 503: 'UNAVAILABLE' }[
      status
    ] ?? 'ERROR'
  );
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new AppError(400, message, extra);
export const unauthorized = (message = 'Not authenticated') => new AppError(401, message);
export const forbidden = (message = 'Forbidden') => new AppError(403, message);
export const notFound = (what = 'Resource') => new AppError(404, `${what} not found`);
export const conflict = (message: string) => new AppError(409, message);

/** Turns a zod failure into one readable 400 (the first message) with every issue attached. */
export function fromZod(err: ZodError): AppError {
  const errors = err.issues.map((i) => ({ path: i.path.join('.'), message: readable(i.message, i.path.join('.')) }));
  return badRequest(errors[0]?.message ?? 'Invalid input', { errors });
}

/** Parses input with a zod schema, throwing a 400 AppError instead of a ZodError; text no database stores is a 400 too. */
export function parseInput<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } }, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZod(result.error);
  // after the schema's own checks, so a field's own message (a one-line name's control characters) comes first
  const unstorable = findUnstorableText(result.data, 'The input');
  if (unstorable) throw badRequest(unstorable);
  return result.data;
}

const KINDS: Record<string, string> = {
  object: 'an object',
  array: 'a list',
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  date: 'a date',
};

const BOUNDS: Record<string, string> = { '<=': 'at most', '<': 'less than', '>=': 'at least', '>': 'more than' };

/**
 * zod's own wording ("Invalid input: expected string, received undefined", "Too big: expected string
 * to have <=200 characters") names no field: say which field, and what it needs. Every schema's own
 * messages pass unchanged.
 */
function readable(message: string, path: string): string {
  const field = path || 'The input';
  const wrongType = /^Invalid input: expected (\w+), received (\w+)$/.exec(message);
  if (wrongType) {
    const [, expected, received] = wrongType;
    const kind = KINDS[expected] ?? expected;
    if (!path) return expected === 'object' ? 'The input must be a JSON object (sent as Content-Type: application/json)' : `The input must be ${kind}`;
    return received === 'undefined' ? `${path} is required` : `${path} must be ${kind}`;
  }
  const size = /^Too (?:big|small): expected (\w+) to (?:have|be) (<=|<|>=|>)(-?[\d.e+]+)(?: (characters|items))?$/.exec(message);
  if (size) {
    const [, , bound, limit, unit] = size;
    if (bound === '>=' && limit === '1' && unit === 'characters') return `${field} must not be empty`;
    return `${field} must ${unit === 'items' ? 'have' : 'be'} ${BOUNDS[bound]} ${limit}${unit ? ` ${unit === 'items' ? 'items' : 'characters long'}` : ''}`;
  }
  if (message === 'Invalid ISO datetime') return `${field} must be a date and time like 2026-03-01T09:30:00Z`;
  if (message.startsWith('Invalid string: must match pattern')) return `${field} is not in the expected format`;
  const option = /^Invalid option: expected one of (.+)$/.exec(message);
  if (option) return `${field} must be one of ${option[1].replaceAll('|', ', ')}`;
  if (message === 'Invalid input') return path ? `${path} is not valid` : 'The input is not valid';
  return message;
}

/**
 * A write whose row vanished under it: another request deleted that row between this one's check and
 * its write (two deletes of one task at once, a completion racing a delete). Prisma's P2025 (the row
 * to update or delete is gone) and a foreign-key violation (PostgreSQL 23503, Prisma P2003: the row
 * written refers to a row now gone) answer a 404 of that row, as if the check had come second. Null
 * for any other error.
 */
export function vanishedRow(err: unknown): AppError | null {
  let e = err as VanishCandidate | null | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e.code === 'P2025') return notFound(typeof e.meta?.modelName === 'string' ? words(e.meta.modelName) : 'Resource');
    if (e.code === 'P2003' || e.code === '23503' || e.kind === 'ForeignKeyConstraintViolation') {
      const named = [e.constraint, e.meta?.field_name, e.meta?.constraint].find((v) => typeof v === 'string') as string | undefined;
      const column = /([a-z][A-Za-z]*)Id(?![a-z])/.exec(named ?? '')?.[1];
      return notFound(column && column !== 'parent' ? words(column[0].toUpperCase() + column.slice(1)) : 'Resource');
    }
    e = (e.cause ?? e.meta?.driverAdapterError ?? e.originalError) as VanishCandidate | undefined;
  }
  return null;
}

export const COLLIDED = 'This change collided with another made at the same moment: reload and try again';

/**
 * Two writes at once that the database could not both let through: a deadlock (PostgreSQL 40P01, as
 * a task added under a project being deleted) or a serialization failure (40001, Prisma P2034). The
 * losing statement was rolled back whole; the client's answer is a 409 to try again. Null otherwise.
 */
export function collidedWrite(err: unknown): AppError | null {
  let e = err as VanishCandidate | null | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e.code === '40P01' || e.code === '40001' || e.code === 'P2034' || e.kind === 'TransactionWriteConflict') return conflict(COLLIDED);
    e = (e.cause ?? e.meta?.driverAdapterError ?? e.originalError) as VanishCandidate | undefined;
  }
  return null;
}

type VanishCandidate = {
  code?: unknown;
  kind?: unknown;
  constraint?: unknown;
  cause?: unknown;
  originalError?: unknown;
  meta?: { modelName?: unknown; field_name?: unknown; constraint?: unknown; driverAdapterError?: unknown };
};

/** "PomodoroSession" as "Pomodoro session". */
const words = (model: string) => model.replace(/(?<=[a-z])([A-Z])/g, (c) => ` ${c.toLowerCase()}`);
