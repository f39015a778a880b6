import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { presentUser } from './present.js';
import * as users from './service.js';

export function usersRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.json((await users.listUsers(deps, req.viewer)).map(presentUser));
  });
  r.get('/pending', async (req, res) => {
    res.json((await users.listUsers(deps, req.viewer, 'pending')).map(presentUser));
  });
  r.post('/:id/approval', async (req, res) => {
    res.json(presentUser(await users.decideApproval(deps, req.viewer, req.params.id, req.body)));
  });
  r.patch('/:id', async (req, res) => {
    res.json(presentUser(await users.updateUser(deps, req.viewer, req.params.id, req.body)));
  });
  return r;
}
