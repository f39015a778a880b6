import type { Deps, Viewer } from '../../graphql/context.js';
import { logger } from '../../lib/logger.js';
import { IN_FLIGHT, claimKey, findAnswer, forgetAnswersBefore, releaseKey, settleKey, storeAnswer, storeFirstAnswer, type StoredAnswer } from './repository.js';

/** A write's answer: its status and its JSON body; `headers` go with it over REST. */
export type Answer = { status: number; body: unknown; headers?: Record<string, string> };
/** A write sent with an Idempotency-Key: `path` without its query string, `body` as parsed. */
export type KeyedRequest = { key: string; method: string; path: string; body?: unknown };

export const MAX_KEY_LENGTH = 200;
/** Answers are remembered at least this long per user (offline devices may replay a day later). */
export const IDEMPOTENCY_TTL_MS = 48 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  tooLong: `Idempotency-Key is too long (${MAX_KEY_LENGTH} characters at most)`,
  reused: 'This Idempotency-Key was already used for a different request',
  inFlight: 'The first request with this Idempotency-Key is still in progress',
  retry: 'Please retry the request',
} as const;

/**
 * Requests that are exactly-once on their own: a task create with a clientId (a repeat returns the
 * first task, settled by a unique index). Two of them with one key may both run, harmlessly, so they
 * skip the in-flight claim and the answer is stored in one write after it: one commit, not two, on
 * the path an offline replay takes a thousand times.
 */
function settlesRepeatsItself({ method, path, body }: KeyedRequest) {
  return method === 'POST' && path === '/api/tasks' && typeof (body as { clientId?: unknown } | null | undefined)?.clientId === 'string';
}

/**
 * Exactly-once writes: the first answer to a user's Idempotency-Key is stored and every repeat gets
 * that same answer (marked `Idempotent-Replayed`), so an offline replay whose answer was lost never
 * writes twice. A repeat while the first still runs is a 409 to retry; the key of another request, a
 * 422. A 5xx is not stored: the client may retry it. Signed out, `run` just runs (it answers the 401).
 */
export async function answerOnce(deps: Deps, viewer: Viewer, request: KeyedRequest, run: () => Promise<Answer>): Promise<Answer> {
  if (!viewer) return run();
  if (request.key.length > MAX_KEY_LENGTH) return { status: 400, body: { message: IDEMPOTENCY_MESSAGES.tooLong } };
  const k = { userId: viewer.id, key: request.key };
  const { method, path } = request;

  if (settlesRepeatsItself(request)) {
    const known = await findAnswer(deps.db, k);
    if (known) return repeatAnswer(request, known);
    const answer = await run();
    const stored = { method, path, status: answer.status, body: JSON.stringify(answer.body) };
    // the twin that created the task (201) is the first answer, even when a repeat's 200 was stored before it
    if (answer.status === 201) await remember(() => storeFirstAnswer(deps.db, k, stored));
    else if (answer.status < 500) await remember(() => storeAnswer(deps.db, k, stored));
    return answer;
  }

  if (!(await claimKey(deps.db, k, { method, path }))) return repeatAnswer(request, await findAnswer(deps.db, k));
  let answer: Answer;
  try {
    answer = await run();
  } catch (err) {
    await releaseKey(deps.db, k).catch(() => {});
    throw err;
  }
  await remember(() => (answer.status >= 500 ? releaseKey(deps.db, k) : settleKey(deps.db, k, { status: answer.status, body: JSON.stringify(answer.body) })));
  return answer;
}

/** The answer to a key already taken: what the first request was answered, or why not yet. */
function repeatAnswer(request: KeyedRequest, seen: StoredAnswer | null): Answer {
  // released (a 5xx) or swept between our claim and this read
  if (!seen) return { status: 409, body: { message: IDEMPOTENCY_MESSAGES.retry } };
  if (seen.method !== request.method || seen.path !== request.path) return { status: 422, body: { message: IDEMPOTENCY_MESSAGES.reused } };
  if (seen.status === IN_FLIGHT) return { status: 409, body: { message: IDEMPOTENCY_MESSAGES.inFlight }, headers: { 'Retry-After': '1' } };
  return { status: seen.status, body: parseStored(seen.body), headers: { 'Idempotent-Replayed': 'true' } };
}

function parseStored(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body; // not JSON: given back as the text it was
  }
}

/** The write already happened: its answer goes out even when storing it fails. */
async function remember(store: () => Promise<unknown>) {
  try {
    await store();
  } catch (err) {
    logger.error({ error: String(err) }, 'idempotency store failed');
  }
}

/** Forgets answers older than the TTL; runs hourly on every instance (cheap, idempotent). */
export function startIdempotencySweeper(deps: Deps) {
  const sweep = () => forgetAnswersBefore(deps.db, new Date(Date.now() - IDEMPOTENCY_TTL_MS)).catch(() => {});
  const timer = setInterval(sweep, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
