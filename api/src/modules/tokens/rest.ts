import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { presentToken } from './present.js';
import * as tokens from './service.js';

/** /api/tokens: the viewer's personal API tokens (a browser session only: tokens cannot manage tokens). */
export function tokensRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((await tokens.listOwnTokens(deps, req.viewer)).map(presentToken));
  });
  r.post('/', async (req, res) => {
    const { row, token } = await tokens.createToken(deps, req.viewer, req.body);
    res.set('Cache-Control', 'no-store');
    res.status(201).json({ ...presentToken(row), token });
  });
  r.delete('/:id', async (req, res) => {
    res.json(presentToken(await tokens.revokeToken(deps, req.viewer, req.params.id)));
  });
  return r;
}

/** /api/admin/tokens: every user's tokens, for an administrator to review and revoke. */
export function adminTokensRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((await tokens.listAllTokens(deps, req.viewer)).map(presentToken));
  });
  r.delete('/:id', async (req, res) => {
    res.json(presentToken(await tokens.revokeToken(deps, req.viewer, req.params.id, { own: false })));
  });
  return r;
}
