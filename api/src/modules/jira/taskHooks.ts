import type { Deps, Viewer } from '../../graphql/context.js';
import { parseInput } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { ownTask } from '../tasks/service.js';
import { jiraRequest, failedCall, type JiraAuth } from './client.js';
import { assertSignedIn, authOf, jiraAuthFor } from './credentials.js';
import { findLinkOfOwner } from './repository.js';
import { JiraError } from './errors.js';
import { WorklogInput } from '../../../../shared/jira/validation.js';

/** What the hooks need of a task row. */
export type JiraTask = { id: number; userId: number; jiraIssueKey: string | null };

export type HookResult = { status: 'done'; detail: unknown } | { status: 'skipped'; reason: string } | { status: 'failed'; problem: string; message: string };

const issuePath = (key: string) => `/rest/api/3/issue/${encodeURIComponent(key)}`;

/** Moves the issue to a status of the Done category (the first transition Jira offers there). */
export async function transitionToDone(deps: Deps, auth: JiraAuth, key: string) {
  const list = await jiraRequest(deps.config, auth, 'GET', `${issuePath(key)}/transitions`);
  if (list.status === 404) throw new JiraError('jira_error', `Jira issue ${key} was not found`);
  if (list.status !== 200) throw failedCall(list, `reading the transitions of ${key}`);
  const transitions = ((list.body as { transitions?: unknown })?.transitions ?? []) as Array<{
    id?: unknown;
    name?: unknown;
    to?: { name?: unknown; statusCategory?: { key?: unknown } };
  }>;
  const done = Array.isArray(transitions) ? transitions.find((t) => t?.to?.statusCategory?.key === 'done' && typeof t.id === 'string') : undefined;
  if (!done) throw new JiraError('jira_error', `Jira offers no transition to a Done status for ${key}`);
  const res = await jiraRequest(deps.config, auth, 'POST', `${issuePath(key)}/transitions`, { transition: { id: done.id } });
  if (res.status !== 204 && res.status !== 200) throw failedCall(res, `moving ${key} to Done`);
  return { issueKey: key, transitionId: String(done.id), status: typeof done.to?.name === 'string' ? done.to.name : 'Done' };
}

/** Logs focus time on the issue (Jira wants at least one minute). */
export async function addWorklog(deps: Deps, auth: JiraAuth, key: string, minutes: number) {
  const res = await jiraRequest(deps.config, auth, 'POST', `${issuePath(key)}/worklog`, { timeSpentSeconds: Math.round(minutes * 60) });
  if (res.status === 404) throw new JiraError('jira_error', `Jira issue ${key} was not found`);
  if (res.status !== 201 && res.status !== 200) throw failedCall(res, `logging work on ${key}`);
  const id = (res.body as { id?: unknown })?.id;
  return { issueKey: key, worklogId: typeof id === 'string' ? id : null, minutes };
}

async function runHook(
  task: JiraTask,
  option: 'transitionOnComplete' | 'postWorklogs',
  deps: Deps,
  call: (auth: JiraAuth, key: string) => Promise<unknown>,
): Promise<HookResult> {
  if (!task.jiraIssueKey) return { status: 'skipped', reason: 'the task is not linked to a Jira issue' };
  const link = await findLinkOfOwner(deps.db, task);
  if (!link) return { status: 'skipped', reason: 'Jira is not linked' };
  if (!link[option]) return { status: 'skipped', reason: `${option} is off` };
  try {
    const detail = await call(authOf(deps, link), task.jiraIssueKey);
    return { status: 'done', detail };
  } catch (err) {
    const problem = err instanceof JiraError ? err.problem : 'error';
    const message = (err as Error).message;
    logger.info({ option, taskId: task.id, problem, message }, 'jira hook failed');
    return { status: 'failed', problem, message };
  }
}

/**
 * For the tasks module: call after a task is marked complete. When the owner turned on
 * transitionOnComplete, moves the linked issue to Done. Never throws: Jira being down must
 * not stop a task from completing.
 */
export function onTaskCompleted(deps: Deps, task: JiraTask): Promise<HookResult> {
  return runHook(task, 'transitionOnComplete', deps, (auth, key) => transitionToDone(deps, auth, key));
}

/**
 * For the pomodoro module: call after focus minutes were recorded on a task. When the owner
 * turned on postWorklogs, logs them on the linked issue. Never throws.
 */
export function postWorklog(deps: Deps, task: JiraTask, minutes: number): Promise<HookResult> {
  if (!(minutes >= 1)) return Promise.resolve({ status: 'skipped', reason: 'less than one minute' });
  return runHook(task, 'postWorklogs', deps, (auth, key) => addWorklog(deps, auth, key, minutes));
}

/** A task the viewer may read (404 otherwise) that is linked to a Jira issue. */
async function linkedTask(deps: Deps, viewer: NonNullable<Viewer>, taskIdInput: unknown) {
  const task = await ownTask(deps, viewer, taskIdInput);
  if (!task.jiraIssueKey) throw new JiraError('not_linked', 'This task is not linked to a Jira issue');
  return task as typeof task & { jiraIssueKey: string };
}

/** POST /api/jira/tasks/{taskId}/transition: the same move, asked for explicitly (options ignored). */
export async function transitionTaskIssue(deps: Deps, viewer: Viewer, taskIdInput: unknown) {
  assertSignedIn(viewer);
  const task = await linkedTask(deps, viewer, taskIdInput);
  const { auth } = await jiraAuthFor(deps, viewer);
  return { taskId: task.id, ...(await transitionToDone(deps, auth, task.jiraIssueKey)) };
}

/** POST /api/jira/tasks/{taskId}/worklog {minutes}. */
export async function postTaskWorklog(deps: Deps, viewer: Viewer, taskIdInput: unknown, input: unknown) {
  assertSignedIn(viewer);
  const { minutes } = parseInput(WorklogInput, input);
  const task = await linkedTask(deps, viewer, taskIdInput);
  const { auth } = await jiraAuthFor(deps, viewer);
  return { taskId: task.id, ...(await addWorklog(deps, auth, task.jiraIssueKey, minutes)) };
}
