import type { Deps, Viewer } from '../../graphql/context.js';
import { parseInput } from '../../lib/errors.js';
import { sendMail } from '../email/service.js';
import { textToHtml } from '../email/html.js';
import { notify } from '../notifications/service.js';
import { composeAssignmentEmail } from './assignmentEmail.js';
import { publishTaskChange } from './events.js';
import { recordActivity } from '../activity/record.js';
import { ownTask } from './service.js';
import * as tasks from './repository.js';
import { AssignInput } from '../../../../shared/tasks/assign.js';

/**
 * Assigns a task to a person by e-mail (spec "Assignment-email request/response").
 * previewOnly composes the e-mail and sends nothing; the user may edit the text and send that
 * (emailContent). Sending records the assignee on the task and, when the address belongs to a
 * Streamline user, tells them in the app too. The task stays its owner's.
 */
export async function assignTask(deps: Deps, viewer: Viewer, taskIdInput: unknown, input: unknown) {
  const task = await ownTask(deps, viewer, taskIdInput);
  const owner = viewer!;
  const data = parseInput(AssignInput, input ?? {});
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

  const sent = await sendMail(deps, {
    to: { name: data.assigneeName, address: data.assigneeEmail },
    replyTo: { name: senderName, address: owner.email },
    subject: email.subject,
    text: email.body,
    html: email.html,
  });
  const updated = await tasks.recordAssignment(deps.db, task.id, { assigneeEmail: data.assigneeEmail, assigneeName: data.assigneeName });
  publishTaskChange(deps, updated.userId, 'updated', updated.id);
  const assigned = data.assigneeName ? `${data.assigneeName} <${data.assigneeEmail}>` : data.assigneeEmail;
  await recordActivity(deps.db, { taskId: task.id, projectId: task.projectId, actorId: owner.id, kind: 'assigned', toValue: assigned, taskName: task.name });

  const assignee = await tasks.accountByEmail(deps.db, data.assigneeEmail);
  if (assignee && assignee.status !== 'rejected') {
    await notify(deps, assignee.id, {
      type: 'task',
      action: 'assigned',
      title: 'New task assigned',
      message: `${senderName} assigned you "${task.name}".`,
      data: {
        taskName: task.name,
        projectName: project?.name ?? null,
        priority: task.priority,
        duration: task.duration,
        senderName,
        senderEmail: owner.email,
      },
    });
  }
  return {
    success: true,
    previewOnly: false,
    ...email,
    delivery: sent.delivery,
    message: sent.message,
    outboxFile: sent.delivery === 'outbox' ? sent.file : null,
    task: updated,
  };
}
