import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { search } from './service.js';

export function searchRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.json(await search(deps, req.viewer, { q: req.query.q }));
  });
  return r;
}
