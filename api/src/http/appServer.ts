import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express, Request, Response } from 'express';

/**
 * The HTTP server of an Express app whose requests and responses are born with the app's
 * prototypes (app.request, app.response).
 *
 * Express gives every request and response its prototypes with Object.setPrototypeOf. On V8 that is
 * far from free: each call moves the object to another hidden class, and much of what a request
 * allocates then survives the young-generation collections (figures in bench/RESULTS.md). Made as
 * instances of subclasses whose prototypes already are app.request and app.response, Express's call
 * finds the prototype it would set and changes nothing.
 *
 * Idle keep-alive connections stay open longer than a client or proxy keeps them (Node closes them
 * after 5 s): a client that reuses a connection the moment the server closes it gets a reset.
 */
const KEEP_ALIVE_MS = 65_000;

export function createAppServer(app: Express): Server {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  // AppRequest.prototype → Express's request methods (app.request) → IncomingMessage.prototype
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  app.request = AppRequest.prototype as unknown as Request;
  app.response = AppResponse.prototype as unknown as Response;
  const server = createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse }, app);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
}
