import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { checkHealth } from './service.js';

export function healthRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (_req, res) => {
    const health = await checkHealth(deps);
    res.set('Cache-Control', 'no-store');
    res.status(health.status === 'unavailable' ? 503 : 200).json(health);
  });
  return r;
}
