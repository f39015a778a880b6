import { AppError } from './errors.js';
import { logger } from './logger.js';

/** What a client sees while the database cannot be reached: REST 503, GraphQL code UNAVAILABLE. */
export const unavailable = () => new AppError(503, 'Service temporarily unavailable');

// Prisma: can't reach / timed out / server closed the connection / pool or transaction start timed out
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
// driver adapters (@prisma/adapter-pg, better-sqlite3) name the failure in `cause.kind`
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
// node sockets, PostgreSQL SQLSTATEs (08 connection exception, 57P01-03 shutdown or starting up, 53300,
// 57014 a statement cancelled: DB_STATEMENT_TIMEOUT_MS), SQLite busy
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
  'SQLITE_BUSY',
]);
const MESSAGES =
  /Can't reach database server|Connection terminated|Server has closed the connection|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery)|terminating connection due to|canceling statement due to statement timeout|Client has encountered a connection error|Connection is closed|database is locked|ECONNREFUSED|ECONNRESET/i;

/**
 * True when an error means "the database is unreachable right now" rather than a bug: the request may
 * succeed when retried. Follows `cause`, `originalError` and Prisma's `meta.driverAdapterError`.
 */
export function isUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false;
  const e = error as {
    name?: string;
    code?: unknown;
    kind?: unknown;
    originalCode?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
    meta?: { driverAdapterError?: unknown };
  };
  if (e.name === 'PrismaClientInitializationError') return true;
  if (typeof e.code === 'string' && (PRISMA_CODES.has(e.code) || CODES.has(e.code) || e.code.startsWith('08'))) return true;
  if (typeof e.originalCode === 'string' && (CODES.has(e.originalCode) || e.originalCode.startsWith('08'))) return true;
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  return [e.cause, e.originalError, e.meta?.driverAdapterError].some((inner) => isUnavailable(inner, depth + 1));
}

let lastLogged = 0;

/** Logs why requests answer 503 (at most every 5 s: an outage must not flood the log), then returns the 503. */
export function unavailableFrom(error: unknown): AppError {
  if (Date.now() - lastLogged > 5000) {
    lastLogged = Date.now();
    const e = error as { code?: string; message?: string };
    logger.error(
      {
        errorCode: e?.code,
        error: String(e?.message ?? error)
          .split('\n')
          .filter(Boolean)
          .slice(-3)
          .join(' | '),
      },
      'database unavailable: answering 503',
    );
  }
  return unavailable();
}
