import type { Deps } from '../../graphql/context.js';
import type { SignedInUser } from '../../graphql/viewer.js';
import { findTask } from '../tasks/repository.js';
import { taskPolicy } from '../tasks/policy.js';
import { claimNotifiedEvent } from '../notifications/repository.js';
import { notify } from '../notifications/service.js';
import { taskPath } from '../notifications/notifyUsers.js';
import { labelRefusalMessage, REFUSAL_REASONS, REFUSAL_TITLE, refusalMessage } from '../../../../shared/sync/refusal.js';
import { LABEL_MESSAGES } from '../../../../shared/labels/messages.js';

/** A replayed action as the batch got it: `taskName` is the client's name for its task (shown to the user). */
export type ReplayedAction = { method: string; url: string; idempotencyKey: string; taskName?: string | null };
type Answer = { status: number; body: unknown };

/** Answers the client drops the action on for good (send.ts isRetryable): the user must hear of them. */
const FINAL = new Set([400, 403, 404, 422]);

/**
 * An offline change the server refused for good is reported, never dropped in silence: answers the
 * sentence the client shows as a toast, and puts it in the user's notifications once per action (a
 * repeat of the batch, its answer lost, answers the same sentence and adds nothing). A DELETE of a task
 * already gone is what the user wanted: nothing to report. Null when there is nothing to report.
 * The task is named as the server knows it when the user may still read it, else by `taskName`.
 */
export async function reportRefusal(deps: Deps, viewer: SignedInUser, action: ReplayedAction, answer: Answer, body: unknown): Promise<string | null> {
  if (LABEL_URL.test(action.url)) return reportLabelRefusal(deps, viewer, action, answer, body);
  if (!FINAL.has(answer.status) || !REPORTED_URL.test(action.url)) return null;
  if (answer.status === 404 && action.method === 'DELETE') return null;
  const id = taskIdOf(action.url);
  const task = id === null ? null : await findTask(deps.db, id);
  const readable = !!task && taskPolicy.canRead(viewer, task);
  const projectId = task?.projectId ?? projectIdOf(body);
  const reason =
    answer.status === 400
      ? (messageOf(answer.body) ?? REFUSAL_REASONS.refused)
      : answer.status === 403
        ? projectId !== null && viewer.memberships.get(projectId) === 'viewer'
          ? REFUSAL_REASONS.viewer
          : REFUSAL_REASONS.forbidden
        : answer.status === 404
          ? id === null
            ? REFUSAL_REASONS.projectDeleted
            : task
              ? REFUSAL_REASONS.notMember
              : REFUSAL_REASONS.deleted
          : REFUSAL_REASONS.refused;
  // the task as it stays (the server's), else the client's name for it (a task deleted, a create)
  const name = (readable ? task!.name : null) || action.taskName?.trim() || nameOf(body) || 'a task';
  const message = refusalMessage(name.slice(0, 200), reason);
  const data = readable
    ? { taskId: task!.id, taskName: task!.name, path: taskPath(task!.id), status: answer.status }
    : { taskName: name, status: answer.status };
  await notifyOnce(deps, viewer, action, message, data);
  return message;
}

/**
 * A label made, renamed, recoloured or deleted offline and refused for good: its name taken (a 409
 * that will not heal), bad input, the label gone. Deleting a label already gone is what the user wanted.
 */
async function reportLabelRefusal(deps: Deps, viewer: SignedInUser, action: ReplayedAction, answer: Answer, body: unknown): Promise<string | null> {
  const taken = answer.status === 409 && messageOf(answer.body) === LABEL_MESSAGES.taken;
  if (!taken && !FINAL.has(answer.status)) return null;
  if (answer.status === 404 && action.method === 'DELETE') return null;
  const reason = taken
    ? REFUSAL_REASONS.labelTaken
    : answer.status === 404
      ? REFUSAL_REASONS.labelDeleted
      : answer.status === 400
        ? (messageOf(answer.body) ?? REFUSAL_REASONS.refused)
        : REFUSAL_REASONS.refused;
  const name = (nameOf(body) || action.taskName?.trim() || 'a label').slice(0, 200);
  const message = labelRefusalMessage(name, reason);
  await notifyOnce(deps, viewer, action, message, { labelName: name, path: '/settings', status: answer.status });
  return message;
}

/** The refusal goes into the user's notifications once per action (a repeated batch adds nothing). */
async function notifyOnce(deps: Deps, viewer: SignedInUser, action: ReplayedAction, message: string, data: Record<string, unknown>) {
  if (await claimNotifiedEvent(deps.db, viewer.id, `offline:${action.idempotencyKey}:refused`)) {
    await notify(deps, viewer.id, { type: 'task', action: 'syncRefused', title: REFUSAL_TITLE, message, data });
  }
}

/** A create or a change of one task (a reorder of many is not a change of a task the user would recognize). */
const LABEL_URL = /^\/api\/labels(\/\d+)?$/;
const REPORTED_URL = /^\/api\/tasks(\/\d+(\/(skip|snooze))?)?$/;
const taskIdOf = (url: string) => {
  const m = /^\/api\/tasks\/(\d+)(\/(skip|snooze))?$/.exec(url);
  return m ? Number(m[1]) : null;
};
const field = (value: unknown, key: string) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);
const messageOf = (body: unknown) => (typeof field(body, 'message') === 'string' ? (field(body, 'message') as string) : null);
const nameOf = (body: unknown) => (typeof field(body, 'name') === 'string' ? (field(body, 'name') as string).trim() : null);
const projectIdOf = (body: unknown) => (typeof field(body, 'projectId') === 'number' ? (field(body, 'projectId') as number) : null);
