import { z } from 'zod';
import type { Deps, Viewer } from '../../graphql/context.js';
import { parseInput, unauthorized } from '../../lib/errors.js';
import { API_NOT_FOUND } from '../../http/errors.js';
import { failureAnswer, INVALID_JSON } from '../../http/failureAnswer.js';
import { answerOnce, type Answer } from '../idempotency/service.js';
import { findTaskCommand } from '../tasks/commands.js';
import type { findCommand } from './writeCommand.js';
import { findLabelCommand } from '../labels/commands.js';
import type { SignedInUser } from '../../graphql/viewer.js';
import { reportRefusal } from './refusal.js';

/** Actions in one batch: a replay sends its queue in slices of this many. */
export const MAX_BATCH_ACTIONS = 50;

export const BATCH_MESSAGES = {
  actions: `actions must be a list of 1 to ${MAX_BATCH_ACTIONS} queued requests`,
  url: 'Only task and label requests (/api/tasks…, /api/labels…) can be replayed in a batch',
  method: 'method must be POST, PUT, PATCH or DELETE',
  key: 'Each action needs an idempotencyKey of 1 to 200 characters',
  body: 'body must be the request body as JSON text, or null',
  taskName: 'taskName must be text of at most 200 characters, or null',
} as const;

const TASKS_URL = '/api/tasks';
const LABELS_URL = '/api/labels';
const TASK_URL = /^\/api\/tasks(\/[\w-]+(\/(skip|snooze))?)?$/;
const LABEL_URL = /^\/api\/labels(\/\d+)?$/;
const actionSchema = z.object({
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE'], { error: BATCH_MESSAGES.method }),
  // a task, skipping a repeating task's occurrence, or snoozing its reminder (a push notification's
  // action taken offline): queued offline like the task's other writes; a label made, changed or deleted offline
  url: z.string({ error: BATCH_MESSAGES.url }).refine((url) => TASK_URL.test(url) || LABEL_URL.test(url), BATCH_MESSAGES.url),
  idempotencyKey: z.string({ error: BATCH_MESSAGES.key }).min(1, BATCH_MESSAGES.key).max(200, BATCH_MESSAGES.key),
  body: z.string({ error: BATCH_MESSAGES.body }).nullable().optional(),
  /** the client's name of the task (or label), for the report of a refusal (the server may no longer know it) */
  taskName: z.string({ error: BATCH_MESSAGES.taskName }).max(200, BATCH_MESSAGES.taskName).nullable().optional(),
});
export const batchSchema = z.object({
  actions: z.array(actionSchema, { error: BATCH_MESSAGES.actions }).min(1, BATCH_MESSAGES.actions).max(MAX_BATCH_ACTIONS, BATCH_MESSAGES.actions),
});

export type BatchAction = z.infer<typeof actionSchema>;
/**
 * One action's answer: the status and body its own request would have had; `refused` tells the user
 * why a change was refused for good (refusal.ts), when it was.
 */
export type BatchResult = { status: number; body: unknown; refused?: string };

/**
 * An offline replay in one request: each action runs as its own request would, as the
 * batch's user, with its Idempotency-Key (answerOnce) and through the tasks routes' own table
 * (tasks/commands.ts), so its answer is exactly what sending it alone would get; a failure is
 * answered as the REST error handler answers it. The client puts only independent actions
 * (different tasks) in one batch, so they run at once.
 */
export async function runBatch(deps: Deps, viewer: Viewer, input: unknown): Promise<BatchResult[]> {
  if (!viewer) throw unauthorized();
  const { actions } = parseInput(batchSchema, input);
  return Promise.all(actions.map((action) => runAction(deps, viewer, action)));
}

async function runAction(deps: Deps, viewer: SignedInUser, action: BatchAction): Promise<BatchResult> {
  const result = await answerAction(deps, viewer, action);
  const refused = await reportRefusal(deps, viewer, action, result, parseBody(action.body));
  return refused ? { ...result, refused } : result;
}

async function answerAction(deps: Deps, viewer: Viewer, { method, url, idempotencyKey, body: text }: BatchAction): Promise<BatchResult> {
  const where = { method, path: url, batch: true };
  const body = parseBody(text);
  if (body === INVALID) return { status: 400, body: { message: INVALID_JSON } };
  try {
    const { status, body: answer } = await answerOnce(deps, viewer, { key: idempotencyKey, method, path: url, body }, () =>
      url.startsWith(LABELS_URL)
        ? runWrite(findLabelCommand(method, url.slice(LABELS_URL.length)), deps, viewer, body, where)
        : runWrite(findTaskCommand(method, url.slice(TASKS_URL.length)), deps, viewer, body, where),
    );
    return { status, body: answer };
  } catch (err) {
    return answerOf(failureAnswer(err, where)); // the key's claim or a stored answer's read failed
  }
}

/** A task or label write as its REST route answers it (the service applies its policy), failures included. */
async function runWrite(found: ReturnType<typeof findCommand>, deps: Deps, viewer: Viewer, body: unknown, where: Record<string, unknown>): Promise<Answer> {
  if (!found) return { status: 404, body: { message: API_NOT_FOUND } };
  try {
    return await found.command.run(deps, viewer, found.params, body);
  } catch (err) {
    return answerOf(failureAnswer(err, where));
  }
}

const answerOf = ({ status, body }: Answer): Answer => ({ status, body });

const INVALID = Symbol('invalid JSON');
/**
 * The action's body as the REST JSON parser reads it (express.json, strict): nothing is `{}`, and
 * only an object or an array is JSON it accepts.
 */
function parseBody(text: string | null | undefined): unknown {
  if (!text) return {};
  if (!/^[ \t\n\r]*[[{]/.test(text)) return INVALID;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID;
  }
}
