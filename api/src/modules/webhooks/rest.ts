import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { presentDelivery, presentWebhook } from './present.js';
import * as webhooks from './service.js';

/** /api/webhooks: the viewer's webhooks, and the deleting and delivery logs of any webhook the viewer manages (a browser session only). */
export function webhooksRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((await webhooks.listWebhooks(deps, req.viewer)).map(presentWebhook));
  });
  r.post('/', async (req, res) => {
    const { row, secret } = await webhooks.createWebhook(deps, req.viewer, req.body);
    res.set('Cache-Control', 'no-store');
    res.status(201).json({ ...presentWebhook(row), secret });
  });
  r.delete('/:id', async (req, res) => {
    const row = await webhooks.deleteWebhook(deps, req.viewer, req.params.id);
    res.json({ success: true, id: row.id });
  });
  r.get('/:id/deliveries', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((await webhooks.webhookDeliveries(deps, req.viewer, req.params.id)).map(presentDelivery));
  });
  return r;
}

/** /api/projects/{id}/webhooks: a project's webhooks, for its admins and owners (a browser session only). */
export function projectWebhooksRouter(deps: Deps) {
  const r = Router();
  r.get('/:id/webhooks', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((await webhooks.listProjectWebhooks(deps, req.viewer, req.params.id)).map(presentWebhook));
  });
  r.post('/:id/webhooks', async (req, res) => {
    const { row, secret } = await webhooks.createProjectWebhook(deps, req.viewer, req.params.id, req.body);
    res.set('Cache-Control', 'no-store');
    res.status(201).json({ ...presentWebhook(row), secret });
  });
  return r;
}
