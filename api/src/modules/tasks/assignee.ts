import type { Db } from '../../db/client.js';
import type { Deps } from '../../graphql/context.js';
import type { SignedInUser } from '../../graphql/viewer.js';
import { badRequest } from '../../lib/errors.js';
import { findMember } from '../members/repository.js';
import { notify } from '../notifications/service.js';
import { TASK_MESSAGES } from '../../../../shared/tasks/messages.js';

/** An assignee must be a member of the task's project: otherwise a 400 naming the field. */
export async function checkAssignee(db: Db, projectId: number, assigneeId: number | null | undefined) {
  if (assigneeId === null || assigneeId === undefined) return;
  if (!(await findMember(db, projectId, assigneeId))) throw badRequest(TASK_MESSAGES.assigneeId);
}

/** Whether the task's assignee is still a member of `projectId` (a task moved to another project keeps them only then). */
export async function assigneeStays(db: Db, projectId: number, assigneeId: number | null) {
  return assigneeId === null || !!(await findMember(db, projectId, assigneeId));
}

/**
 * Tells a new assignee once: not who assigned themselves, and not again while the assignee stays the
 * same (only a change of assignee calls this).
 */
export async function notifyAssigned(
  deps: Deps,
  viewer: SignedInUser,
  assigneeId: number | null,
  task: { id: number; name: string; projectId: number; priority: number; duration: number },
  projectName: string | null,
) {
  if (assigneeId === null || assigneeId === viewer.id) return;
  const senderName = viewer.name || viewer.username;
  await notify(deps, assigneeId, {
    type: 'task',
    action: 'assigned',
    title: 'New task assigned',
    message: `${senderName} assigned you "${task.name}".`,
    data: {
      taskId: task.id,
      projectId: task.projectId,
      taskName: task.name,
      projectName,
      priority: task.priority,
      duration: task.duration,
      senderName,
      url: `/tasks/${task.id}`,
    },
  });
}
