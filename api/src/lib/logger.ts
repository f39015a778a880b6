import { AsyncLocalStorage } from 'node:async_hooks';
import { pino } from 'pino';

export const REDACTED = '[redacted]';

/** Field names whose values never reach a log: passwords, tokens, cookies, 2FA codes and secrets. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'apiToken',
  'accessToken',
  'refreshToken',
  'sessionToken',
  'secret',
  'secretKey',
  'twoFactorSecret',
  'authorization',
  'cookie',
  'set-cookie',
  'apiKey',
  'api_key',
  'code',
  'otp',
  'totp',
  'qrcode',
];
/** Free-text fields that may quote a URL, header or cookie: credentials inside them are cut out. */
const TEXT_FIELDS = ['error', 'message', 'url', 'stack'];
const SECRET_TEXT: Array<[RegExp, string]> = [
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [redacted]'],
  [/(\/\/[^/\s:@]+):[^@\s/]+@/g, '$1:[redacted]@'],
  [/(streamline_sid=)[^;\s]+/gi, '$1[redacted]'],
];
/**
 * Objects a log line may carry secrets inside (a GraphQL input, request headers or body, …). Named
 * rather than matched with a `*` wildcard: a wildcard path is walked on every line, these only on the
 * lines that carry them.
 */
const CONTAINERS = ['input', 'variables', 'args', 'body', 'headers', 'req.headers', 'user', 'options', 'config'];
const secretField = new Set(SECRET_FIELDS);

function redactPaths() {
  const top = [...SECRET_FIELDS, ...TEXT_FIELDS].map((f) => `["${f}"]`);
  return [...top, ...CONTAINERS.flatMap((c) => SECRET_FIELDS.map((f) => `${c}["${f}"]`))];
}

function censor(value: unknown, path: string[]) {
  if (secretField.has(path[path.length - 1])) return REDACTED;
  return typeof value === 'string' ? SECRET_TEXT.reduce((s, [re, to]) => s.replace(re, to), value) : value;
}

/**
 * Fields every line logged inside `withLogContext` carries. Not used per HTTP request (see
 * http/security/requestContext.ts): once any context runs, Node 20 pays promise hooks on every promise.
 */
const context = new AsyncLocalStorage<Record<string, unknown>>();

/** The level to start with; config.ts rejects any other LOG_LEVEL with a clear message once it loads. */
const LEVELS = ['silent', 'error', 'info', 'debug'];
const startLevel = LEVELS.includes(process.env.LOG_LEVEL ?? '') ? process.env.LOG_LEVEL! : 'info';

/**
 * One JSON line per event (`{ time, level: "info", msg, ...fields }`), so logs from several instances can
 * be merged and searched; errors go to stderr, the rest to stdout. Set the level with `logger.level = …`.
 */
export const logger = pino(
  {
    level: startLevel,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => context.getStore() ?? {},
    redact: { paths: redactPaths(), censor },
  },
  pino.multistream(
    [
      { level: 'debug', stream: process.stdout },
      { level: 'error', stream: process.stderr },
    ],
    { dedupe: true },
  ),
);

/** Runs `fn` so that every line it logs (also later, asynchronously) carries `fields`. */
export function withLogContext<T>(fields: Record<string, unknown>, fn: () => T): T {
  return context.run(fields, fn);
}
