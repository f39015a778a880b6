import { Router, type Request, type Response } from 'express';
import type { Deps } from '../../graphql/context.js';
import { presentOneTask, presentTasks } from './present.js';
import { assignTask } from './assignment.js';
import { applyOfflineUpdate, offlineMeta } from './offlineMerge.js';
import * as tasks from './service.js';

/** /api/tasks (spec section 7): every answer is the client task shape of spec section 3. */
export function tasksRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await presentTasks(deps, await tasks.listTasks(deps, req.viewer, req.query as never)));
  });
  r.post('/', async (req, res) => {
    // 201 for a new task; 200 with the first task when its clientId was already used (a repeat)
    const { task, created } = await tasks.createTaskOnce(deps, req.viewer, req.body);
    res.status(created ? 201 : 200).json(await presentOneTask(deps, task));
  });
  r.put('/reorder', async (req, res) => {
    res.json(await presentTasks(deps, await tasks.reorderTasks(deps, req.viewer, req.body)));
  });
  r.get('/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await presentOneTask(deps, await tasks.ownTask(deps, req.viewer, req.params.id)));
  });
  const update = async (req: Request<{ id: string }>, res: Response) => {
    const meta = offlineMeta(req.body); // a replayed offline edit (issue 5): merged field by field
    if (meta) {
      const { task, merge } = await applyOfflineUpdate(deps, req.viewer, req.params.id, req.body, meta);
      const { conflict, serverFields, offlineFields } = merge;
      return void res.json({ ...(await presentOneTask(deps, task)), offlineMerge: { conflict, serverFields, offlineFields } });
    }
    res.json(await presentOneTask(deps, await tasks.updateTask(deps, req.viewer, req.params.id, req.body)));
  };
  r.put('/:id', update);
  r.patch('/:id', update);
  r.delete('/:id', async (req, res) => {
    const task = await tasks.deleteTask(deps, req.viewer, req.params.id);
    res.json({ success: true, id: task.id });
  });
  r.patch('/:id/complete', async (req, res) => {
    res.json(await presentOneTask(deps, await tasks.setTaskCompleted(deps, req.viewer, req.params.id, req.body)));
  });
  r.patch('/:id/time', async (req, res) => {
    res.json(await presentOneTask(deps, await tasks.addTimeSpent(deps, req.viewer, req.params.id, req.body)));
  });
  r.post('/:id/assign', async (req, res) => {
    const { task, ...answer } = await assignTask(deps, req.viewer, req.params.id, req.body);
    res.json({ ...answer, task: await presentOneTask(deps, task) });
  });
  return r;
}
