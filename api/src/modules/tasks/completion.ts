import type { Deps } from '../../graphql/context.js';
import type { Task } from '../../generated/prisma-sqlite/client.js';
import { notify } from '../notifications/service.js';
import { findUserById } from '../auth/repository.js';
import { accountByEmail } from './repository.js';

/**
 * A task that was assigned by e-mail has been completed. The task stays its owner's, so the owner
 * is the one who completes it: the owner gets a record of it in their bell, and the assignee,
 * when they are a Streamline user, learns that the work they were given is done.
 */
export async function notifyAssignedTaskCompleted(deps: Deps, task: Task) {
  if (!task.emailSent || !task.assigneeEmail) return;
  const assignee = task.assigneeName || task.assigneeEmail;
  const data = { taskId: task.id, taskName: task.name, assigneeEmail: task.assigneeEmail, assigneeName: task.assigneeName };
  await notify(deps, task.userId, {
    type: 'task',
    action: 'completed',
    title: 'Assigned task completed',
    message: `"${task.name}", assigned to ${assignee}, is completed.`,
    data,
  });
  const [owner, assigneeUser] = await Promise.all([findUserById(deps.db, task.userId), accountByEmail(deps.db, task.assigneeEmail)]);
  if (!assigneeUser || assigneeUser.id === task.userId || assigneeUser.status === 'rejected') return;
  await notify(deps, assigneeUser.id, {
    type: 'task',
    action: 'completed',
    title: 'Task completed',
    message: `${owner?.name || owner?.username || 'The owner'} marked "${task.name}" as completed.`,
    data: { taskName: task.name, ownerName: owner?.name || owner?.username || null },
  });
}
