import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { pushPublicKey, subscribePush, unsubscribePush } from './service.js';

/** /api/push: the VAPID public key and this browser's push subscription. */
export function pushRouter(deps: Deps) {
  const r = Router();
  r.get('/public-key', (_req, res) => {
    res.json(pushPublicKey(deps));
  });
  r.post('/subscriptions', async (req, res) => {
    res.status(201).json(await subscribePush(deps, req.viewer, req.body, req.get('user-agent')));
  });
  r.delete('/subscriptions', async (req, res) => {
    res.json(await unsubscribePush(deps, req.viewer, req.body));
  });
  return r;
}
