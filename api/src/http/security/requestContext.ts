import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { logger } from '../../lib/logger.js';
import { clientAddress } from './authLimits.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** this request's id (echoed as X-Request-Id): pass it to a log line written for the request */
      requestId: string;
    }
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Gives every request an id (a sane incoming X-Request-Id, else a new UUID), echoes it, keeps it on
 * `req.requestId`, and logs one JSON line when it ends: no query string, body or headers, so no
 * password, token or cookie reaches the log.
 *
 * The id is not put into an AsyncLocalStorage context for the whole request: on Node 20 that turns on
 * promise hooks for every promise of every request (a GraphQL page makes thousands), about 5 % of the
 * CPU of the GraphQL task list. A log line written for a request takes `requestId: req.requestId`
 * (or runs under `withLogContext` where the request is out of reach).
 */
export function requestContext() {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get(REQUEST_ID_HEADER);
    const requestId = incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
    req.requestId = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = performance.now();
    const path = req.path; // routers rewrite req.url on the way: keep the full path (never the query string)
    res.on('finish', () => {
      const fields = {
        requestId,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        ip: clientAddress(req),
        userId: req.viewer?.id ?? null,
      };
      if (path.startsWith('/api/health')) logger.debug(fields, 'request');
      else logger.info(fields, 'request');
    });
    next();
  };
}
