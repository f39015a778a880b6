import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../../config.js';
import { originVerdict } from './sameOrigin.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/(graphql-response\+)?json\s*(;|$)/i;
export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/**
 * CSRF defence for cookie sessions (REST and GraphQL): a write whose Origin (or Referer) is another
 * site is refused, and a GraphQL POST must be JSON, which no HTML form can send and which a cross-site
 * script may only send after a CORS preflight, which this server never grants.
 */
export function crossSiteGuard(config: Config) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!WRITES.has(req.method)) return next();
    const verdict = originVerdict(req.headers as Record<string, string>, [req.get('host'), req.host], config.publicUrl);
    if (verdict === 'cross') {
      res.status(403).json({ message: CROSS_SITE_MESSAGE });
      return;
    }
    if (req.method === 'POST' && req.path.toLowerCase().replace(/\/+$/, '') === '/graphql' && !JSON_TYPE.test(req.get('content-type') ?? '')) {
      res.status(415).json({ errors: [{ message: 'GraphQL requests must be sent as application/json' }] });
      return;
    }
    next();
  };
}
