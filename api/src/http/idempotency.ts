import type { NextFunction, Request, Response } from 'express';
import type { Deps } from '../graphql/context.js';
import { logger } from '../lib/logger.js';
import { Sql } from '../db/sqlBuilder.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Answers are remembered at least this long per user (offline devices may replay a day later). */
export const IDEMPOTENCY_TTL_MS = 48 * 60 * 60 * 1000;
const IN_FLIGHT = -1;
const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Requests that are exactly-once on their own: a task create with a clientId (a repeat returns the
 * first task, settled by a unique index). Two of them with one key may both run, harmlessly, so they
 * skip the in-flight claim and the answer is stored in one write after it: one commit, not two, on
 * the path an offline replay takes a thousand times.
 */
function settlesRepeatsItself(req: Request, path: string) {
  return req.method === 'POST' && path === '/api/tasks' && typeof (req.body as { clientId?: unknown } | undefined)?.clientId === 'string';
}

type StoredAnswer = { method: string; path: string; status: number; body: string };

/** The answer stored for the user's key, read on the driver (deps.sql), or null. */
async function storedAnswer(deps: Deps, userId: number, key: string): Promise<StoredAnswer | null> {
  const sql = new Sql(deps.sql.dialect);
  const text = `SELECT k."method", k."path", k."status", k."body" FROM "IdempotencyKey" k WHERE k."userId" = ${sql.param(userId)} AND k."key" = ${sql.param(key)}`;
  const [row] = await deps.sql.all(text, sql.params);
  if (!row) return null;
  const [method, path, status, body] = row as [string, string, number | string, string];
  return { method, path, status: Number(status), body };
}

/**
 * Stores the light path's answer on the driver (issue 9: one write on the path an offline replay takes
 * a thousand times; on SQLite it shares a commit with the writes of the same turn). A twin that ran
 * alongside may have stored first: its answer (the same task) stays.
 */
async function storeAnswer(deps: Deps, userId: number, key: string, answer: StoredAnswer) {
  const sql = new Sql(deps.sql.dialect);
  const values = [userId, key, answer.method, answer.path, answer.status, answer.body, new Date()].map((v) => sql.param(v));
  const text = `INSERT INTO "IdempotencyKey" ("userId", "key", "method", "path", "status", "body", "createdAt") VALUES (${values.join(', ')}) ON CONFLICT ("userId", "key") DO NOTHING RETURNING "id"`;
  await deps.sql.write(text, sql.params);
}

/**
 * Exactly-once REST writes: the first answer to a user's Idempotency-Key is stored and every repeat
 * gets that same answer, so an offline replay whose response was lost never writes twice.
 */
export function idempotency(deps: Deps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (!key || !WRITE.has(req.method) || !req.viewer) return next();
    if (key.length > 200) return res.status(400).json({ message: 'Idempotency-Key is too long (200 characters at most)' });
    const userId = req.viewer.id;
    const path = req.originalUrl.split('?')[0];
    const light = settlesRepeatsItself(req, path);

    // the light path's check is a read on the driver (issue 9), and it already holds a repeat's answer
    const known = light ? await storedAnswer(deps, userId, key) : null;
    const claimed = light
      ? !known
      : await deps.db.idempotencyKey
          .create({ data: { userId, key, method: req.method, path, status: IN_FLIGHT, body: '' } })
          .then(() => true)
          .catch((err: { code?: string }) => {
            if (err.code === 'P2002') return false;
            throw err;
          });

    if (!claimed) {
      const seen = known ?? (await deps.db.idempotencyKey.findUnique({ where: { userId_key: { userId, key } } }));
      if (!seen) return res.status(409).json({ message: 'Please retry the request' });
      if (seen.method !== req.method || seen.path !== path) {
        return res.status(422).json({ message: 'This Idempotency-Key was already used for a different request' });
      }
      if (seen.status === IN_FLIGHT) {
        res.set('Retry-After', '1');
        return res.status(409).json({ message: 'The first request with this Idempotency-Key is still in progress' });
      }
      res.set('Idempotent-Replayed', 'true');
      return res.status(seen.status).type('application/json').send(seen.body);
    }

    // 5xx answers are not remembered: the client may retry them.
    const remember = async (status: number, body: string) => {
      const where = { userId_key: { userId, key } };
      if (!light) {
        if (status >= 500) await deps.db.idempotencyKey.delete({ where });
        else await deps.db.idempotencyKey.update({ where, data: { status, body } });
        return;
      }
      if (status < 500) await storeAnswer(deps, userId, key, { method: req.method, path, status, body });
    };

    const send = res.send.bind(res);
    let stored = false;
    res.send = (body?: unknown) => {
      if (!stored) {
        stored = true;
        const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body ?? null);
        const write = remember(res.statusCode, text);
        write.then(
          () => send(body),
          (err: unknown) => {
            logger.error({ error: String(err) }, 'idempotency store failed');
            send(body);
          },
        );
        return res;
      }
      return send(body);
    };
    next();
  };
}

/** Forgets answers older than the TTL; runs hourly on every instance (cheap, idempotent). */
export function startIdempotencySweeper(deps: Deps) {
  const sweep = () => deps.db.idempotencyKey.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - IDEMPOTENCY_TTL_MS) } } }).catch(() => {});
  const timer = setInterval(sweep, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
