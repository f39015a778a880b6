import { STATUS_CODES } from 'node:http';
import { ZodError } from 'zod';
import { AppError, fromZod } from '../lib/errors.js';
import { collidedWrite, vanishedRow } from '../lib/databaseRaces.js';
import { logger } from '../lib/logger.js';
import { isUnavailable, unavailableFrom } from '../lib/unavailable.js';

export const INVALID_JSON = 'Invalid JSON in request body';
export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';

/** A failure as REST answers it; `error` is the AppError it was (or became), else null. */
export type FailureAnswer = { status: number; body: { message: string } & Record<string, unknown>; error: AppError | null };

/**
 * What a REST request that failed is answered: `{ message }` with a 4xx for bad input, 503 while the
 * database is unreachable (retried by clients; never a 500, see lib/unavailable.ts), and 500 for
 * anything else, which is a bug and is logged with `where` (the request).
 */
export function failureAnswer(err: unknown, where: Record<string, unknown>): FailureAnswer {
  // an AppError already says what happened: Jira's "could not reach … (ECONNREFUSED)" stays a 502
  const error =
    err instanceof AppError
      ? err
      : err instanceof ZodError
        ? fromZod(err)
        : isUnavailable(err)
          ? unavailableFrom(err)
          : (vanishedRow(err) ?? collidedWrite(err));
  if (error) return { status: error.status, body: { message: error.message, ...error.extra }, error };
  const e = (err ?? {}) as { status?: number; statusCode?: number; type?: string; message?: string };
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // body-parser: malformed JSON, too large, bad encoding
    const message =
      e.type === 'entity.parse.failed'
        ? INVALID_JSON
        : e.type === 'entity.too.large'
          ? 'Request body is too large'
          : // a file system error's message names a path of this server
            'syscall' in e
            ? (STATUS_CODES[status] ?? 'Invalid input')
            : e.message || 'Invalid input';
    return { status, body: { message }, error: null };
  }
  logger.error({ ...where, error: (err as Error)?.stack ?? String(err) }, 'request failed');
  return { status: 500, body: { message: INTERNAL_ERROR }, error: null };
}
