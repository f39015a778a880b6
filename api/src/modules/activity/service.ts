import { z } from 'zod';
import type { Deps, Viewer } from '../../graphql/context.js';
import { parseInput } from '../../lib/errors.js';
import { numeric } from '../../../../shared/validation/numeric.js';
import { ownTask } from '../tasks/service.js';
import { ownProject } from '../projects/service.js';
import { activityPolicy } from './policy.js';
import { findActivity } from './repository.js';

const LIMIT = 'limit must be a number from 1 to 200';
export const ActivityListInput = z.object({ limit: numeric(LIMIT).pipe(z.number().int(LIMIT).min(1, LIMIT).max(200, LIMIT)).default(50) });

/** GET /api/tasks/{id}/activity: the task's history, newest first (404 for a task the viewer may not read). */
export async function taskActivity(deps: Deps, viewer: Viewer, taskIdInput: unknown, input: unknown = {}) {
  const task = await ownTask(deps, viewer, taskIdInput);
  const { limit } = parseInput(ActivityListInput, input ?? {});
  return findActivity(deps.db, { taskId: task.id, AND: [activityPolicy.readableWhere(viewer)] }, limit);
}

/** GET /api/projects/{id}/activity: the history of the project's tasks, deleted ones too, newest first. */
export async function projectActivity(deps: Deps, viewer: Viewer, projectIdInput: unknown, input: unknown = {}) {
  const project = await ownProject(deps, viewer, projectIdInput);
  const { limit } = parseInput(ActivityListInput, input ?? {});
  return findActivity(deps.db, { projectId: project.id, AND: [activityPolicy.readableWhere(viewer)] }, limit);
}
