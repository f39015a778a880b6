import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express, Request, Response } from 'express';

/**
 * The HTTP server of an Express app whose requests and responses are born with the app's
 * prototypes (app.request, app.response).
 *
 * Express gives every request and response its prototypes with Object.setPrototypeOf. On V8 that is
 * far from free: each call moves the object to another hidden class, and about half of what a
 * request allocates then survives the young-generation collections (a trivial route under load on
 * Node 20: 147–197 µs of CPU per request and 10–25 ms scavenges, against 42–49 µs and under 2 ms
 * here; bench/RESULTS.md, session 17). Made as instances of subclasses whose prototypes already are
 * app.request and app.response, Express's call finds the prototype it would set and changes nothing.
 */
export function createAppServer(app: Express): Server {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  // AppRequest.prototype → Express's request methods (app.request) → IncomingMessage.prototype
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  app.request = AppRequest.prototype as unknown as Request;
  app.response = AppResponse.prototype as unknown as Response;
  return createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse }, app);
}
