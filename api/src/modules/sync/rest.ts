import { Router } from 'express';
import { runBatch } from './batch.js';

/** POST /api/sync/batch: queued offline actions replayed in one request (batch.ts). */
export function syncRouter() {
  const r = Router();
  r.post('/batch', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    // the actions go to the address this request came in on: this very server
    const self = { host: req.socket.localAddress ?? '127.0.0.1', port: req.socket.localPort ?? 0 };
    res.json({ results: await runBatch(self, req.headers, !!req.viewer, req.body) });
  });
  return r;
}
