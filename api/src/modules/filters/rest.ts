import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import * as filters from './service.js';

type Row = Parameters<typeof filters.withDefinition>[0];

/** A saved filter as REST answers it; `query` is the task list's query string for it. */
const present = (row: Row) => {
  const f = filters.withDefinition(row);
  return { id: f.id, name: f.name, definition: f.definition, query: f.query, createdAt: f.createdAt.toISOString() };
};

/** /api/filters: the viewer's saved filters. */
export function filtersRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((await filters.listSavedFilters(deps, req.viewer)).map(present));
  });
  r.post('/', async (req, res) => {
    res.status(201).json(present(await filters.createSavedFilter(deps, req.viewer, req.body)));
  });
  r.patch('/:id', async (req, res) => {
    res.json(present(await filters.updateSavedFilter(deps, req.viewer, req.params.id, req.body)));
  });
  r.delete('/:id', async (req, res) => {
    res.json({ success: true, id: (await filters.deleteSavedFilter(deps, req.viewer, req.params.id)).id });
  });
  return r;
}
