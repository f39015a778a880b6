import { Router, type RequestHandler } from 'express';
import type { Deps } from '../../graphql/context.js';
import { presentLabel } from './present.js';
import * as labels from './service.js';

/** /api/labels: the viewer's labels. */
export function labelsRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((await labels.listLabels(deps, req.viewer)).map(presentLabel));
  });
  r.post('/', async (req, res) => {
    res.status(201).json(presentLabel(await labels.createLabel(deps, req.viewer, req.body)));
  });
  const update: RequestHandler<{ id: string }> = async (req, res) => {
    res.json(presentLabel(await labels.updateLabel(deps, req.viewer, req.params.id, req.body)));
  };
  r.put('/:id', update);
  r.patch('/:id', update);
  r.delete('/:id', async (req, res) => {
    const label = await labels.deleteLabel(deps, req.viewer, req.params.id);
    res.json({ success: true, id: label.id });
  });
  return r;
}
