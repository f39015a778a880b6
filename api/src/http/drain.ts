import type { Server, ServerResponse } from 'node:http';

/** How long a shutdown waits for requests in flight before it closes their connections. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Counts the HTTP requests in flight so that a shutdown can stop accepting connections, let those
 * requests finish (up to a time limit), and close keep-alive connections as soon as they are idle.
 */
export function trackRequests(server: Server) {
  const active = new Set<ServerResponse>();
  let draining = false;
  server.on('request', (_req, res: ServerResponse) => {
    active.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => active.delete(res));
  });
  return {
    get inFlight() {
      return active.size;
    },
    /** Resolves once every request finished (true) or the time limit passed and connections were cut (false). */
    async drain(timeoutMs = DRAIN_TIMEOUT_MS): Promise<boolean> {
      draining = true;
      for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
      const closed = new Promise<void>((resolve) => server.close(() => resolve())); // no new connections
      const deadline = Date.now() + timeoutMs;
      while (active.size > 0 && Date.now() < deadline) {
        server.closeIdleConnections();
        await new Promise((r) => setTimeout(r, 20));
      }
      const finished = active.size === 0;
      server.closeAllConnections();
      // upgraded (WebSocket) connections are not HTTP connections: the app closes those itself
      await Promise.race([closed, new Promise((r) => setTimeout(r, 3000).unref())]);
      return finished;
    },
  };
}
