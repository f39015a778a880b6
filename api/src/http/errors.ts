import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { ZodError } from 'zod';
import { AppError, fromZod } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { isUnavailable, unavailableFrom } from '../lib/unavailable.js';

/** Every REST failure leaves as `{ message }` with a 4xx for bad input; a 500 is always a bug (and logged). */
export function errorHandler(err: unknown, req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(err);
  // the database is unreachable: 503, retried by clients; never a 500 (see lib/unavailable.ts)
  // (an AppError already says what happened: Jira's "could not reach … (ECONNREFUSED)" stays a 502)
  const e = err instanceof ZodError ? fromZod(err) : !(err instanceof AppError) && isUnavailable(err) ? unavailableFrom(err) : err;
  if (e instanceof AppError) {
    if (e.status === 503) res.set('Retry-After', '2');
    // outside /api (the session middleware fails before /graphql is reached): GraphQL's own error shape
    if (req.originalUrl.startsWith('/graphql')) res.status(e.status).json({ errors: [{ message: e.message, extensions: { code: e.extensions.code } }] });
    else res.status(e.status).json({ message: e.message, ...e.extra });
    return;
  }
  const status = (e as { status?: number; statusCode?: number }).status ?? (e as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // body-parser: malformed JSON, too large, bad encoding
    const type = (e as { type?: string }).type;
    const message =
      type === 'entity.parse.failed'
        ? 'Invalid JSON in request body'
        : type === 'entity.too.large'
          ? 'Request body is too large'
          : // a file system error's message names a path of this server
            'syscall' in (e as object)
            ? (STATUS_CODES[status] ?? 'Invalid input')
            : (e as Error).message || 'Invalid input';
    res.status(status).json({ message });
    return;
  }
  logger.error('request failed', { requestId: req.requestId, method: req.method, path: req.path, error: (e as Error)?.stack ?? String(e) });
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
}

export function notFoundApi(_req: Request, res: Response) {
  res.status(404).json({ message: 'Not found' });
}
