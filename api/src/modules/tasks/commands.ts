import type { Deps, Viewer } from '../../graphql/context.js';
import type { Answer } from '../idempotency/service.js';
import { snoozeTask } from '../reminders/snooze.js';
import { assignTask } from './assignment.js';
import { applyOfflineUpdate, offlineMeta } from './offlineMerge.js';
import { presentOneTask, presentTasks } from './present.js';
import * as tasks from './service.js';
import { findCommand, type CommandParams, type WriteCommand } from '../sync/writeCommand.js';

type Params = CommandParams;

const ok = (body: unknown): Answer => ({ status: 200, body });

async function update(deps: Deps, viewer: Viewer, { id }: Params, body: unknown) {
  const meta = offlineMeta(body); // a replayed offline edit: merged field by field
  if (meta) {
    const { task, merge } = await applyOfflineUpdate(deps, viewer, id, body as Record<string, unknown>, meta);
    const { conflict, serverFields, offlineFields } = merge;
    return ok({ ...(await presentOneTask(deps, viewer, task)), offlineMerge: { conflict, serverFields, offlineFields } });
  }
  return ok(await presentOneTask(deps, viewer, await tasks.updateTask(deps, viewer, id, body)));
}

/**
 * Every task write of spec section 7, in the order the router tries them: the REST routes
 * (tasks/rest.ts) and the offline batch (sync/batch.ts) both answer through this table, so a write's
 * answer is the same whichever way it came. A failure is thrown, as the services throw it.
 */
export const TASK_COMMANDS: WriteCommand[] = [
  {
    method: 'POST',
    path: '/',
    // 201 for a new task; 200 with the first task when its clientId was already used (a repeat)
    run: async (deps, viewer, _params, body) => {
      const { task, created } = await tasks.createTaskOnce(deps, viewer, body);
      return { status: created ? 201 : 200, body: await presentOneTask(deps, viewer, task) };
    },
  },
  {
    method: 'POST',
    path: '/reschedule',
    run: async (deps, viewer, _params, body) => ok(await presentTasks(deps, viewer, await tasks.rescheduleTasks(deps, viewer, body))),
  },
  {
    method: 'PUT',
    path: '/reorder',
    run: async (deps, viewer, _params, body) => ok(await presentTasks(deps, viewer, await tasks.reorderTasks(deps, viewer, body))),
  },
  { method: 'PUT', path: '/:id', run: update },
  { method: 'PATCH', path: '/:id', run: update },
  {
    method: 'DELETE',
    path: '/:id',
    run: async (deps, viewer, { id }) => ok({ success: true, id: (await tasks.deleteTask(deps, viewer, id)).id }),
  },
  {
    method: 'PATCH',
    path: '/:id/complete',
    run: async (deps, viewer, { id }, body) => ok(await presentOneTask(deps, viewer, await tasks.setTaskCompleted(deps, viewer, id, body))),
  },
  {
    method: 'POST',
    path: '/:id/skip',
    run: async (deps, viewer, { id }) => ok(await presentOneTask(deps, viewer, await tasks.skipTaskOccurrence(deps, viewer, id))),
  },
  {
    // a push notification's "Snooze 10 min" (reminders/snooze.ts), replayed by the batch when it was taken offline
    method: 'POST',
    path: '/:id/snooze',
    run: async (deps, viewer, { id }, body) => ok(await presentOneTask(deps, viewer, await snoozeTask(deps, viewer, id, body))),
  },
  {
    method: 'PATCH',
    path: '/:id/time',
    run: async (deps, viewer, { id }, body) => ok(await presentOneTask(deps, viewer, await tasks.addTimeSpent(deps, viewer, id, body))),
  },
  {
    method: 'POST',
    path: '/:id/assign',
    run: async (deps, viewer, { id }, body) => {
      const { task, ...answer } = await assignTask(deps, viewer, id, body);
      return ok({ ...answer, task: await presentOneTask(deps, viewer, task) });
    },
  },
];

/** The command a write to `path` under /api/tasks (e.g. "/12") runs, with its path parameters. */
export const findTaskCommand = (method: string, path: string) => findCommand(TASK_COMMANDS, method, path);
