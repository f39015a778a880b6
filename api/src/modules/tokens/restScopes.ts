import type { NextFunction, Request, Response } from 'express';
import { scopeFor, type TokenArea } from '../../../../shared/tokens/scopes.js';
import { missingScopeMessage, SESSION_ONLY_MESSAGE } from './scopeMessages.js';

/**
 * The REST routes (under /api) an API token may call, by path prefix, and the area whose scope they
 * need: read for GET and HEAD, write for the rest. Any other route (tokens themselves, password,
 * two-factor, linked sign-in identities, settings, admin, export) needs a browser session.
 */
const AREAS: Array<[prefix: string, area: TokenArea]> = [
  ['/tasks', 'tasks'],
  ['/reminders', 'tasks'],
  // an import creates tasks (and the projects and labels they need)
  ['/import', 'tasks'],
  // what organizes and discusses tasks: labels, saved filters, search, comments
  ['/labels', 'tasks'],
  ['/filters', 'tasks'],
  ['/search', 'tasks'],
  ['/comments', 'tasks'],
  ['/projects', 'projects'],
  // joining a project is a project's business
  ['/invitations', 'projects'],
  ['/timer', 'timer'],
  ['/pomodoro', 'timer'],
  ['/settings/pomodoro', 'timer'],
  ['/schedule', 'schedule'],
];
/** Routes under an area's prefix that still need a browser session: a project's webhooks (their secrets and logs) as the viewer's own. */
const SESSION_ONLY = [/^\/projects\/[^/]+\/webhooks(\/|$)/];
/** Who the token acts for, and the API's own description: any token may ask. */
const ANY_TOKEN = new Set(['GET /auth/check', 'GET /openapi.json']);

const READS = new Set(['GET', 'HEAD']);

/** Whether any token may call this route (the OpenAPI document says so). */
export const tokenAnswersAnywhere = (method: string, path: string) => ANY_TOKEN.has(`${method.toUpperCase()} ${path.toLowerCase().replace(/\/+$/, '')}`);

export function restAreaOf(path: string): TokenArea | null {
  const p = path.toLowerCase().replace(/\/+$/, '');
  if (SESSION_ONLY.some((pattern) => pattern.test(p))) return null;
  return AREAS.find(([prefix]) => p === prefix || p.startsWith(`${prefix}/`))?.[1] ?? null;
}

/** Mounted on /api after the session: a request made with a token reaches only the routes its scopes open. */
export function tokenScopeGate(req: Request, res: Response, next: NextFunction) {
  const grant = req.apiToken;
  if (!grant) return next();
  const path = req.path.toLowerCase().replace(/\/+$/, '');
  if (ANY_TOKEN.has(`${req.method} ${path}`)) return next();
  const area = restAreaOf(path);
  if (!area) {
    res.status(403).json({ message: SESSION_ONLY_MESSAGE });
    return;
  }
  const needed = scopeFor(area, READS.has(req.method) ? 'read' : 'write');
  if (!grant.scopes.includes(needed)) {
    res.status(403).json({ message: missingScopeMessage(needed) });
    return;
  }
  next();
}
