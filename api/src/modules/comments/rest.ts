import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { presentComment } from './present.js';
import * as comments from './service.js';

/** /api/tasks/{id}/comments: a task's comments, and adding one. */
export function taskCommentsRouter(deps: Deps) {
  const r = Router();
  r.get('/:id/comments', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((await comments.listComments(deps, req.viewer, req.params.id)).map(presentComment));
  });
  r.post('/:id/comments', async (req, res) => {
    res.status(201).json(presentComment(await comments.addComment(deps, req.viewer, req.params.id, req.body)));
  });
  return r;
}

/** /api/comments/{id}: the author edits or deletes their comment. */
export function commentsRouter(deps: Deps) {
  const r = Router();
  r.patch('/:id', async (req, res) => {
    res.json(presentComment(await comments.updateComment(deps, req.viewer, req.params.id, req.body)));
  });
  r.delete('/:id', async (req, res) => {
    res.json({ success: true, id: (await comments.deleteComment(deps, req.viewer, req.params.id)).id });
  });
  return r;
}
