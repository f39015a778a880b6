import type { Db, Tx } from '../../db/client.js';
import type { Deps } from '../../graphql/context.js';
import { badRequest } from '../../lib/errors.js';
import { findMember } from '../members/repository.js';
import { notifyUsers } from '../notifications/notifyUsers.js';
import { accountNamesById } from './repository.js';
import { recordActivity } from '../activity/record.js';
import { TASK_MESSAGES } from '../../../../shared/tasks/messages.js';
import { MEMBER_MESSAGES } from '../../../../shared/members/messages.js';
import { mayBeAssigned } from '../../../../shared/members/assignable.js';

/**
 * An assignee must be a member of the task's project (otherwise a 400 naming the field) who may work
 * on its tasks: a viewer is a 400 that names them.
 */
export async function checkAssignee(db: Db, projectId: number, assigneeId: number | null | undefined) {
  if (assigneeId === null || assigneeId === undefined) return;
  const member = await findMember(db, projectId, assigneeId);
  if (!member) throw badRequest(TASK_MESSAGES.assigneeId);
  refuseViewerAssignee(member);
}

/** The 400 for assigning a task to a member who may only view the project. */
export function refuseViewerAssignee(member: { role: string; user: { name: string | null; username: string } }) {
  if (!mayBeAssigned(member.role)) throw badRequest(MEMBER_MESSAGES.viewerAssignee(member.user.name || member.user.username));
}

/** Whether the task's assignee may still be assigned in `projectId` (a task moved to another project keeps them only then). */
export async function assigneeStays(db: Db, projectId: number, assigneeId: number | null) {
  if (assigneeId === null) return true;
  const member = await findMember(db, projectId, assigneeId);
  return !!member && mayBeAssigned(member.role);
}

/** Who assigned a task: named in the notification. */
type Sender = { id: number; name: string | null; username: string; email: string };

/**
 * Tells a new assignee, as their "assigned to me" preferences say: not who assigned themselves, and
 * once per task (handing it back and forth, or sending the assignment e-mail again, is not news).
 * `emailed`: they already got the assignment e-mail, so no second one. `member` false: they cannot
 * open the task, so the notification does not link to it.
 */
export async function notifyAssigned(
  deps: Deps,
  sender: Sender,
  assigneeId: number | null,
  task: { id: number; name: string; projectId: number; priority: number; duration: number },
  projectName: string | null,
  how: { senderName?: string; emailed?: boolean; member?: boolean } = {},
) {
  if (assigneeId === null || assigneeId === sender.id) return;
  const senderName = how.senderName ?? (sender.name || sender.username);
  await notifyUsers(
    deps,
    {
      event: 'assigned',
      key: `task:${task.id}:assigned`,
      actorId: sender.id,
      taskId: task.id,
      title: 'New task assigned',
      message: `${senderName} assigned you "${task.name}".`,
      data: {
        ...(how.member === false ? {} : { projectId: task.projectId, url: `/tasks/${task.id}` }),
        taskName: task.name,
        projectName,
        priority: task.priority,
        duration: task.duration,
        senderName,
        senderEmail: sender.email,
      },
      emailed: how.emailed,
      linked: how.member !== false,
    },
    [assigneeId],
  );
}

/**
 * The history lines of tasks that lost their assignee to a change of membership (made a viewer, or
 * removed): the same "unassigned …" as a manual unassign, by who changed the membership.
 */
export function recordUnassigned(db: Db | Tx, actorId: number, tasks: Array<{ id: number; name: string; projectId: number }>) {
  return recordActivity(
    db,
    tasks.map((task) => ({ taskId: task.id, projectId: task.projectId, actorId, kind: 'assigned' as const, toValue: null, taskName: task.name })),
  );
}

/** Writes the history line of a change of assignee: "assigned … to {name}", or "unassigned …" (null). */
export async function recordAssigneeChange(db: Db, actorId: number, task: { id: number; name: string; projectId: number }, assigneeId: number | null) {
  const assignee = assigneeId === null ? null : await accountNamesById(db, assigneeId);
  const toValue = assignee ? assignee.name || assignee.username : null;
  await recordActivity(db, { taskId: task.id, projectId: task.projectId, actorId, kind: 'assigned', toValue, taskName: task.name });
}
