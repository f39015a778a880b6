import type { NextFunction, Request, Response, Router } from 'express';
import type { AppMetrics } from './registry.js';

/**
 * The route a request is counted under: the Express route pattern it matched (`/api/tasks/:id`),
 * never the raw URL (ids would make a series per row). Requests no route matched are grouped.
 */
export function routeOf(req: Request, res: Response) {
  if (typeof res.locals.routePattern === 'string') return res.locals.routePattern;
  if (req.route?.path !== undefined) return patternOf(req);
  const path = req.originalUrl.split('?')[0];
  for (const fixed of ['/graphql', '/mcp', '/metrics', '/api/health']) if (path === fixed || path.startsWith(`${fixed}/`)) return fixed;
  if (path.startsWith('/api/')) return '/api/*';
  return 'web';
}

/** Counts every answered request and its latency, by method, route pattern and status. */
export function httpMetrics(metrics: AppMetrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = metrics.httpDuration.startTimer();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeOf(req, res), status: String(res.statusCode) };
      end(labels);
      metrics.httpRequests.inc(labels);
    });
    next();
  };
}

const patternOf = (req: Request) => `${req.baseUrl}${req.route.path === '/' && req.baseUrl ? '' : req.route.path}`;

/**
 * A mounted router whose matched route is noted as it hands the request on: a route that failed
 * is answered later by the error handler, where the router's mount path is no longer known.
 */
export function measuredRouter(router: Router) {
  return (req: Request, res: Response, next: NextFunction) =>
    router(req, res, (err?: unknown) => {
      if (req.route?.path !== undefined && res.locals.routeOf !== req.route) {
        res.locals.routeOf = req.route;
        res.locals.routePattern = patternOf(req);
      }
      next(err);
    });
}
