import express, { Router, type Request, type Response } from 'express';
import type { Deps } from '../../graphql/context.js';
import { logger } from '../../lib/logger.js';

/** The MCP SDK (and its web server and JSON-schema libraries) loads on the first call, not in every idle instance. */
let sdk: Promise<[typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js'), typeof import('./tools.js')]> | undefined;
const loadSdk = () => (sdk ??= Promise.all([import('@modelcontextprotocol/sdk/server/streamableHttp.js'), import('./tools.js')]));

/**
 * /mcp: the Model Context Protocol over Streamable HTTP, for AI agents. Stateless: each POST gets a
 * server and transport of its own, so any instance answers any request. Only an API token
 * (Authorization: Bearer, read by the session middleware before this) may call it.
 */
export function mcpRouter(deps: Deps) {
  const r = Router();
  r.use(express.json({ limit: '1mb' }));
  r.post('/', async (req: Request, res: Response) => {
    if (!req.viewer || !req.apiToken) {
      res.set('WWW-Authenticate', 'Bearer');
      res.status(401).json({ jsonrpc: '2.0', error: { code: -32001, message: 'An API token is required (Authorization: Bearer <token>)' }, id: null });
      return;
    }
    try {
      const [{ StreamableHTTPServerTransport }, { mcpServerFor }] = await loadSdk();
      const server = mcpServerFor(deps, req.viewer, req.apiToken);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      logger.error({ error: String(error) }, 'mcp request failed');
      if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal server error' }, id: null });
    }
  });
  // no server-initiated stream and no session to end in stateless mode
  r.all('/', (_req, res) => {
    res.set('Allow', 'POST');
    res.status(405).json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed' }, id: null });
  });
  return r;
}
