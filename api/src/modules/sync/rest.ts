import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { runBatch } from './batch.js';

/** POST /api/sync/batch: queued offline actions replayed in one request (batch.ts). */
export function syncRouter(deps: Deps) {
  const r = Router();
  r.post('/batch', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const results = await runBatch(deps, req.viewer, req.body);
    for (const { status } of results) if (status >= 400) deps.metrics?.syncBatchFailures.inc({ status: String(status) });
    res.json({ results });
  });
  return r;
}
