import { AsyncLocalStorage } from 'node:async_hooks';
import { redact } from './redact.js';

type Level = 'error' | 'info' | 'debug';
const order = { silent: 0, error: 1, info: 2, debug: 3 } as const;
let threshold: number = order[(process.env.LOG_LEVEL as keyof typeof order) ?? 'info'] ?? order.info;
/**
 * Fields every line logged inside `withContext` carries. Not used per HTTP request (see
 * http/security/requestContext.ts): once any context runs, Node 20 pays promise hooks on every promise.
 */
const context = new AsyncLocalStorage<Record<string, unknown>>();

/** One JSON line per event, so logs from several instances can be merged and searched; secrets are redacted. */
function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (order[level] > threshold) return;
  const line = JSON.stringify(redact({ time: new Date().toISOString(), level, msg, ...context.getStore(), ...fields }));
  (level === 'error' ? process.stderr : process.stdout).write(line + '\n');
}

export const logger = {
  setLevel: (level: keyof typeof order) => (threshold = order[level]),
  error: (msg: string, fields?: Record<string, unknown>) => log('error', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => log('info', msg, fields),
  debug: (msg: string, fields?: Record<string, unknown>) => log('debug', msg, fields),
  /** Runs `fn` so that every line it logs (also later, asynchronously) carries `fields`. */
  withContext: <T>(fields: Record<string, unknown>, fn: () => T): T => context.run(fields, fn),
};
