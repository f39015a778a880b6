import { Router, type RequestHandler } from 'express';
import type { Deps } from '../../graphql/context.js';
import { presentLink } from './present.js';
import * as links from './service.js';

export function linksRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.json((await links.listLinks(deps, req.viewer)).map(presentLink));
  });
  r.post('/', async (req, res) => {
    res.status(201).json(presentLink(await links.createLink(deps, req.viewer, req.body)));
  });
  // before /:id so "reorder" is not taken for an id
  r.put('/reorder', async (req, res) => {
    res.json((await links.reorderLinks(deps, req.viewer, req.body)).map(presentLink));
  });
  const update: RequestHandler<{ id: string }> = async (req, res) => {
    res.json(presentLink(await links.updateLink(deps, req.viewer, req.params.id, req.body)));
  };
  r.put('/:id', update);
  r.patch('/:id', update);
  r.delete('/:id', async (req, res) => {
    const link = await links.deleteLink(deps, req.viewer, req.params.id);
    res.json({ success: true, id: link.id });
  });
  return r;
}
