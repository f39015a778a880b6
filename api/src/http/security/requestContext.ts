import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { logger } from '../../lib/logger.js';
import { clientAddress } from './authLimits.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Gives every request an id (a sane incoming X-Request-Id, else a new UUID), echoes it, tags every log
 * line written while handling it, and logs one JSON line when it ends: no query string, body or
 * headers, so no password, token or cookie reaches the log.
 */
export function requestContext() {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get(REQUEST_ID_HEADER);
    const requestId = incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
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
      if (path.startsWith('/api/health')) logger.debug('request', fields);
      else logger.info('request', fields);
    });
    logger.withContext({ requestId }, next);
  };
}
