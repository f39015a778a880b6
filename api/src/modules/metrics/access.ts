import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics. With METRICS_TOKEN: whoever sends `Authorization: Bearer <METRICS_TOKEN>`.
 * Without it: a scraper on this machine only, i.e. a loopback connection that came through no proxy
 * (a reverse proxy on the same host connects from loopback for every visitor, but adds X-Forwarded-For).
 */
export function metricsAccess(req: Request, token: string | undefined): 'ok' | 'unauthorized' | 'forbidden' {
  if (token) return bearerMatches(req.get('authorization'), token) ? 'ok' : 'unauthorized';
  const proxied = req.get('x-forwarded-for') !== undefined || req.get('forwarded') !== undefined;
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && !proxied ? 'ok' : 'forbidden';
}

function bearerMatches(header: string | undefined, token: string) {
  const sent = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return sent.length === wanted.length && timingSafeEqual(sent, wanted);
}
