import type { IncomingHttpHeaders } from 'node:http';

/**
 * This server as the client reached it: Express's `protocol` (which honours TRUST_PROXY's
 * X-Forwarded-Proto) and the Host header. A WebSocket's upgrade request has no `protocol`: http.
 */
export function originOf(req: { protocol?: string; headers: IncomingHttpHeaders }): string {
  return `${req.protocol ?? 'http'}://${req.headers.host ?? 'localhost'}`;
}
