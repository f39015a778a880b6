import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { parseInput, unauthorized } from '../../lib/errors.js';

/** Actions in one batch: a replay sends its queue in slices of this many. */
export const MAX_BATCH_ACTIONS = 50;

export const BATCH_MESSAGES = {
  actions: `actions must be a list of 1 to ${MAX_BATCH_ACTIONS} queued requests`,
  url: 'Only task requests (/api/tasks…) can be replayed in a batch',
  method: 'method must be POST, PUT, PATCH or DELETE',
  key: 'Each action needs an idempotencyKey of 1 to 200 characters',
  body: 'body must be the request body as JSON text, or null',
} as const;

const actionSchema = z.object({
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE'], { error: BATCH_MESSAGES.method }),
  url: z.string({ error: BATCH_MESSAGES.url }).regex(/^\/api\/tasks(\/[\w-]+)?$/, BATCH_MESSAGES.url),
  idempotencyKey: z.string({ error: BATCH_MESSAGES.key }).min(1, BATCH_MESSAGES.key).max(200, BATCH_MESSAGES.key),
  body: z.string({ error: BATCH_MESSAGES.body }).nullable().optional(),
});
const batchSchema = z.object({
  actions: z.array(actionSchema, { error: BATCH_MESSAGES.actions }).min(1, BATCH_MESSAGES.actions).max(MAX_BATCH_ACTIONS, BATCH_MESSAGES.actions),
});

export type BatchAction = z.infer<typeof actionSchema>;
/** One action's answer: the status and body its own request would have had. */
export type BatchResult = { status: number; body: unknown };

/** Where this server was reached (the batch's own socket): its actions are sent there. */
export type SelfAddress = { host: string; port: number };
const loopback = new Agent({ keepAlive: true });
/**
 * What an action's request keeps of the batch's: who is asking, and from which page. Never the
 * X-Forwarded-* headers: arriving over loopback, they could be trusted as a proxy's.
 */
const CARRIED = ['cookie', 'host', 'origin', 'referer', 'sec-fetch-site', 'user-agent'] as const;

/**
 * An offline replay in one request (issue 9): each action runs as its own request to this server over
 * loopback, through the whole app (session, cross-site guard, Idempotency-Key, the tasks routes,
 * validation), so its answer is exactly what sending it alone would get; only the browser's and the
 * network's cost per request is saved. The client puts only independent actions (different tasks)
 * in one batch, so they run at once, and on SQLite their writes share commits.
 */
export async function runBatch(
  self: SelfAddress,
  headers: IncomingHttpHeaders,
  signedIn: boolean,
  input: unknown,
  actionTimeoutMs = ACTION_TIMEOUT_MS,
): Promise<BatchResult[]> {
  if (!signedIn) throw unauthorized();
  const { actions } = parseInput(batchSchema, input);
  const carried = Object.fromEntries(CARRIED.filter((h) => headers[h] !== undefined).map((h) => [h, headers[h] as string]));
  return Promise.all(
    actions.map((action) =>
      send(
        self,
        action,
        { ...carried, 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': action.idempotencyKey },
        actionTimeoutMs,
      ),
    ),
  );
}

/** An action whose request failed on the way (the server is shutting down): the client retries it. */
const RETRY_LATER: BatchResult = { status: 503, body: { message: 'Please retry the request' } };
/**
 * An action unanswered for this long is given back as RETRY_LATER, so the batch still answers before
 * the client's own 30 s limit drops the whole batch (its Idempotency-Key makes the retry safe).
 */
const ACTION_TIMEOUT_MS = 25_000;

function send(self: SelfAddress, action: BatchAction, headers: Record<string, string>, timeoutMs: number): Promise<BatchResult> {
  return new Promise((resolve) => {
    const body = action.body ?? '';
    const req = request(
      { ...self, agent: loopback, method: action.method, path: action.url, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 502, body: parseBody(Buffer.concat(chunks).toString('utf8')) }));
        res.on('error', () => resolve(RETRY_LATER));
        res.on('close', () => resolve(RETRY_LATER)); // after 'end' this changes nothing
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy());
    req.on('error', () => resolve(RETRY_LATER));
    req.end(body);
  });
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}
