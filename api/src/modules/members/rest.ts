import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { presentInvitation, presentMember, presentPendingMember } from './present.js';
import * as service from './service.js';

/** /api/projects/{id}/members: who works in a project, and inviting more. */
export function projectMembersRouter(deps: Deps) {
  const r = Router();
  r.get('/:id/members', async (req, res) => {
    const listed = await service.listMembers(deps, req.viewer, req.params.id);
    const pending = await service.listPendingInvitations(deps, req.viewer, req.params.id);
    res.set('Cache-Control', 'no-store');
    res.json([...listed.map(presentMember), ...pending.map(presentPendingMember)]);
  });
  r.post('/:id/members', async (req, res) => {
    res.status(201).json(presentInvitation(await service.inviteMember(deps, req.viewer, req.params.id, req.body)));
  });
  r.patch('/:id/members/:userId', async (req, res) => {
    res.json(presentMember(await service.changeRole(deps, req.viewer, req.params.id, req.params.userId, req.body)));
  });
  r.delete('/:id/members/:userId', async (req, res) => {
    res.json(await service.removeMember(deps, req.viewer, req.params.id, req.params.userId));
  });
  return r;
}

/** /api/invitations: the viewer's invitations, answered here; a project admin revokes one. */
export function invitationsRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((await service.myInvitations(deps, req.viewer)).map((i) => presentInvitation(i)));
  });
  r.post('/:id/accept', async (req, res) => {
    res.json(presentInvitation(await service.acceptInvitation(deps, req.viewer, req.params.id)));
  });
  r.post('/:id/decline', async (req, res) => {
    res.json(presentInvitation(await service.declineInvitation(deps, req.viewer, req.params.id)));
  });
  r.delete('/:id', async (req, res) => {
    res.json(presentInvitation(await service.revokeInvitation(deps, req.viewer, req.params.id)));
  });
  return r;
}
