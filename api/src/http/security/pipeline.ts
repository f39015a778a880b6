import express, { type Express } from 'express';
import type { Config } from '../../config.js';
import { requestContext } from './requestContext.js';
import { securityHeaders } from './headers.js';
import { crossSiteGuard } from './crossSite.js';
import { verifySocketOrigin } from './socketOrigin.js';

/** A GraphQL document with its variables is far below this; larger bodies are refused with 413. */
export const GRAPHQL_BODY_LIMIT = '1mb';
export const SOCKET_MESSAGE_LIMIT = 1024 * 1024;

/**
 * The first middleware of every request: request id and access log, security headers, the
 * cross-site (CSRF) guard and the GraphQL body limit. Rate limits come after the session (authLimits.ts).
 */
export function mountSecurity(app: Express, config: Config) {
  app.use(requestContext());
  app.use(securityHeaders({ graphiql: config.graphiql }));
  app.use(crossSiteGuard(config));
  // read (at most 1 MB of) the body as bytes, which yoga then parses itself
  app.use('/graphql', express.raw({ type: () => true, limit: GRAPHQL_BODY_LIMIT }));
}

/** WebSocketServer options: only this site's pages may open the socket; messages up to 1 MB. */
export function socketSecurity(config: Config) {
  return { verifyClient: verifySocketOrigin(config), maxPayload: SOCKET_MESSAGE_LIMIT };
}
