import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import * as ai from './service.js';

const present = (r: ai.Recommendation) => ({ ...r, timestamp: r.timestamp.toISOString() });

export function aiRouter(deps: Deps) {
  const r = Router();
  r.get('/provider', (req, res) => {
    ai.requireUser(req.viewer);
    res.json(ai.aiProviderInfo(deps));
  });
  r.get('/recommendations', async (req, res) => {
    res.json((await ai.listRecommendations(deps, req.viewer)).map(present));
  });
  r.post('/recommendations/refresh', async (req, res) => {
    res.json((await ai.refreshRecommendations(deps, req.viewer, req.body)).map(present));
  });
  r.get('/insights', async (req, res) => {
    res.json(await ai.insights(deps, req.viewer, req.query));
  });
  return r;
}
