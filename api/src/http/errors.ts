import type { NextFunction, Request, Response } from 'express';
import { failureAnswer } from './failureAnswer.js';

/** Every REST failure leaves as `{ message }` with a 4xx for bad input; a 500 is always a bug (and logged). */
export function errorHandler(err: unknown, req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(err);
  const { status, body, error } = failureAnswer(err, { requestId: req.requestId, method: req.method, path: req.path });
  if (status === 503 && error) res.set('Retry-After', '2');
  // outside /api (the session middleware fails before /graphql is reached): GraphQL's own error shape
  if (error && req.originalUrl.startsWith('/graphql'))
    return void res.status(status).json({ errors: [{ message: error.message, extensions: { code: error.extensions.code } }] });
  res.status(status).json(body);
}

/** An /api path no route answers. */
export const API_NOT_FOUND = 'Not found';

export function notFoundApi(_req: Request, res: Response) {
  res.status(404).json({ message: API_NOT_FOUND });
}
