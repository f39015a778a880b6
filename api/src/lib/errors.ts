import { GraphQLError } from 'graphql';
import { ZodError } from 'zod';
import { findUnstorableText } from './storableText.js';
import { readableZodMessage } from './zodMessages.js';

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
  const errors = err.issues.map((i) => ({ path: i.path.join('.'), message: readableZodMessage(i.message, i.path.join('.')) }));
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
