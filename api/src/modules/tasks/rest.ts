import { Router } from 'express';
import type { Deps } from '../../graphql/context.js';
import { presentOneTask, presentTasks } from './present.js';
import * as tasks from './service.js';
import { TASK_COMMANDS } from './commands.js';
import { parseTaskText } from './quickAdd.js';
import { quickAddTask } from './quickAddCreate.js';

/** /api/tasks (spec section 7): every answer is the client task shape of spec section 3. */
export function tasksRouter(deps: Deps) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await presentTasks(deps, req.viewer, await tasks.listTasks(deps, req.viewer, req.query as never)));
  });
  r.get('/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await presentOneTask(deps, req.viewer, await tasks.ownTask(deps, req.viewer, req.params.id)));
  });
  // reads a quick-add line into task fields; writes nothing
  r.post('/parse', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await parseTaskText(deps, req.viewer, req.body));
  });
  // creates the task a quick-add line describes (scripts, shortcuts, the MCP)
  r.post('/quick', async (req, res) => {
    res.status(201).json(await presentOneTask(deps, req.viewer, await quickAddTask(deps, req.viewer, req.body)));
  });
  // the writes: one table for REST and the offline batch (commands.ts)
  for (const { method, path, run } of TASK_COMMANDS) {
    r[method.toLowerCase() as Lowercase<typeof method>](path, async (req, res) => {
      const { status, body } = await run(deps, req.viewer, req.params as Record<string, string>, req.body);
      res.status(status).json(body);
    });
  }
  return r;
}
