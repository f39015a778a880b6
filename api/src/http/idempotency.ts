import type { NextFunction, Request, Response } from 'express';
import type { Deps } from '../graphql/context.js';
import { answerOnce, type Answer } from '../modules/idempotency/service.js';

export { IDEMPOTENCY_TTL_MS, startIdempotencySweeper } from '../modules/idempotency/service.js';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Exactly-once REST writes (modules/idempotency/service.ts): a write with an Idempotency-Key runs
 * through answerOnce, which gets the route's answer by letting the request go on and catching what it
 * sends; a repeat is answered here without reaching the route.
 */
export function idempotency(deps: Deps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (!key || !WRITE.has(req.method) || !req.viewer) return next();
    const send = res.send.bind(res);
    let sent: unknown;
    let ran = false;
    const run = () =>
      new Promise<Answer>((resolve) => {
        ran = true;
        res.send = (body?: unknown) => {
          res.send = send; // what follows (the answer itself) goes out as usual
          sent = body;
          resolve({ status: res.statusCode, body: jsonOf(body) });
          return res;
        };
        next();
      });
    try {
      const answer = await answerOnce(deps, req.viewer, { key, method: req.method, path: req.originalUrl.split('?')[0], body: req.body }, run);
      if (ran) return void send(sent);
      res.set(answer.headers ?? {});
      res.status(answer.status).json(answer.body);
    } catch (err) {
      next(err);
    }
  };
}

/** What res.send was given, as the JSON value it stands for (every API answer is JSON). */
function jsonOf(body: unknown): unknown {
  const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : undefined;
  if (text === undefined) return body ?? null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
