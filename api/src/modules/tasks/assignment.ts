import type { Deps, Viewer } from '../../graphql/context.js';
import { forbidden, parseInput } from '../../lib/errors.js';
import { findMember } from '../members/repository.js';
import { invite } from '../members/service.js';
import { projectPolicy } from '../projects/policy.js';
import { taskPolicy } from './policy.js';
import { sendMail } from '../email/service.js';
import { textToHtml } from '../email/html.js';
import { notifyAssigned, refuseViewerAssignee } from './assignee.js';
import { composeAssignmentEmail } from './assignmentEmail.js';
import { publishTaskChange } from './events.js';
import { recordActivity } from '../activity/record.js';
import { ownTask } from './service.js';
import * as tasks from './repository.js';
import { AssignInput } from '../../../../shared/tasks/assign.js';

/**
 * Assigns a task to a person by e-mail (spec "Assignment-email request/response").
 * previewOnly composes the e-mail and sends nothing; the user may edit the text and send that
 * (emailContent). Sending records the assignee on the task. A member of the project becomes its
 * assignee and is told in the app (once per assignee); a member who only views the project is refused
 * (a 400, at the preview already). Anyone else, when the sender may manage the
 * project's members, is invited as an editor: the e-mail carries the invitation's link, and the task
 * is theirs once they accept. The task stays its creator's.
 */
export async function assignTask(deps: Deps, viewer: Viewer, taskIdInput: unknown, input: unknown) {
  const task = await ownTask(deps, viewer, taskIdInput);
  const owner = viewer!;
  if (!taskPolicy.canUpdate(owner, task)) throw forbidden();
  const data = parseInput(AssignInput, input ?? {});
  const assignee = await tasks.accountByEmail(deps.db, data.assigneeEmail);
  const member = assignee ? await findMember(deps.db, task.projectId, assignee.id) : null;
  // refused before the preview too: the sender learns it before writing the e-mail
  if (member) refuseViewerAssignee(member);
  const project = task.project;
  const senderName = data.senderName ?? (owner.name || owner.username);
  const composed = composeAssignmentEmail({
    task,
    projectName: project?.name ?? null,
    assigneeName: data.assigneeName,
    senderName,
    customMessage: data.customMessage,
  });
  const text = data.emailContent ?? composed.body;
  const email = { subject: composed.subject, body: text, html: textToHtml(text, composed.subject), emailContent: text };

  if (data.previewOnly) {
    return { success: true, previewOnly: true, ...email, delivery: 'none' as const, message: 'Preview only: nothing was sent', task };
  }

  const invitation =
    !member && projectPolicy.canManageMembers(owner, { id: task.projectId })
      ? await invite(deps, owner, { id: task.projectId, name: project?.name ?? '' }, data.assigneeEmail, 'editor', false)
      : null;
  const sentText = invitation ? `${email.body}\n\n${invitation.message.text}` : email.body;
  const sent = await sendMail(deps, {
    to: { name: data.assigneeName, address: data.assigneeEmail },
    replyTo: { name: senderName, address: owner.email },
    subject: email.subject,
    text: sentText,
    html: invitation ? textToHtml(sentText, email.subject) : email.html,
  });
  const again = task.emailSent && task.assigneeEmail === data.assigneeEmail;
  const updated = await tasks.recordAssignment(deps.db, task.id, {
    assigneeEmail: data.assigneeEmail,
    assigneeName: data.assigneeName,
    ...(member ? { assigneeId: member.userId } : {}),
  });
  await publishTaskChange(deps, updated.projectId, 'updated', updated.id);
  const assigned = data.assigneeName ? `${data.assigneeName} <${data.assigneeEmail}>` : data.assigneeEmail;
  await recordActivity(deps.db, { taskId: task.id, projectId: task.projectId, actorId: owner.id, kind: 'assigned', toValue: assigned, taskName: task.name });

  // an invitee hears of the invitation (its notification), a member once of the assignment, nobody of their own
  if (assignee && assignee.status !== 'rejected' && !invitation && !again) {
    await notifyAssigned(deps, owner, assignee.id, task, project?.name ?? null, { senderName, emailed: true, member: !!member });
  }
  return {
    success: true,
    previewOnly: false,
    ...email,
    delivery: sent.delivery,
    message: sent.message,
    outboxFile: sent.delivery === 'outbox' ? sent.file : null,
    invitationId: invitation?.invitation.id ?? null,
    task: updated,
  };
}
