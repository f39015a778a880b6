import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { rateSpecVar } from './http/security/rateSpec.js';

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** An unset variable and an empty one mean the same: not set. */
const optionalText = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional());

/** "example.com, @Example.org" -> ["example.com", "example.org"] */
const domainList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'OIDC_ALLOWED_DOMAINS must be a comma-separated list of e-mail domains')));

const EnvSchema = z
  .object({
    NODE_ENV: z.string().default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    REDIS_URL: z.string().optional(),
    SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Streamline <no-reply@streamline.local>'),
    PUBLIC_URL: z.string().optional(),
    TRUST_PROXY: z.string().optional(),
    GRAPHIQL: flag,
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: z.string().optional(),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    JIRA_ALLOW_PRIVATE_URLS: flag,
    LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
    // PostgreSQL: a statement running longer is cancelled and its request answers 503
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    // after this long without a request, a compacting collection returns the memory a busy spell left (0: never)
    IDLE_COMPACT_MS: z.coerce.number().int().min(0).default(10_000),
    // the old generation grows this % past the last full collection's survivors before the next one
    // (0: V8's own, up to 300 %); by default 50 on PostgreSQL, whose concurrent requests promote more
    HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(1000).optional(),
    // abuse limits (attempts/window); shared through Redis when REDIS_URL is set
    RATE_LIMIT_LOGIN_ACCOUNT: rateSpecVar('10/15m'),
    RATE_LIMIT_LOGIN_IP: rateSpecVar('50/15m'),
    RATE_LIMIT_REGISTER_IP: rateSpecVar('10/1h'),
    RATE_LIMIT_2FA_ACCOUNT: rateSpecVar('10/15m'),
    RATE_LIMIT_2FA_IP: rateSpecVar('50/15m'),
    RATE_LIMIT_PASSWORD_ACCOUNT: rateSpecVar('10/15m'),
    RATE_LIMIT_PASSWORD_IP: rateSpecVar('50/15m'),
    // requests with an unknown, expired or revoked API token, per address
    RATE_LIMIT_TOKEN_IP: rateSpecVar('50/15m'),
    RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1_000_000).default(1),
    // GraphQL request limits
    GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(12),
    GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(30),
    // the web app's dearest screen query (/tasks: all of up to 1,000 projects, twice, and a page of
    // tasks) estimates at about 97,000; every operation of the app must fit (graphqlLimits.test.ts)
    GRAPHQL_MAX_COST: z.coerce.number().int().min(1).default(200_000),
    GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(1).default(2_000),
    GRAPHQL_INTROSPECTION: flag,
    // Web Push (VAPID): generated into the data folder when unset; the subject is a mailto: or https: contact
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    VAPID_SUBJECT: z.string().optional(),
    // push subscriptions to http:// or private addresses (tests, a push service inside a private network)
    PUSH_ALLOW_PRIVATE_URLS: flag,
    // how often each instance looks for due reminders, and how long a claim on one holds
    REMINDER_POLL_MS: z.coerce.number().int().min(50).default(10_000),
    REMINDER_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
    // webhooks to http:// or private and loopback addresses (tests, a receiver inside a private network)
    WEBHOOKS_ALLOW_PRIVATE_URLS: flag,
    // how often each instance looks for webhook deliveries, how long a claim holds, the first retry's
    // wait (doubling each time) and the failures in a row that disable a webhook
    WEBHOOK_POLL_MS: z.coerce.number().int().min(20).default(5_000),
    WEBHOOK_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    WEBHOOK_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(10),
    // GET /metrics (Prometheus): with a token, for whoever sends "Authorization: Bearer <token>";
    // without one, only to a scraper on this machine (a loopback connection through no proxy)
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    // OpenID Connect sign-in (docs/oidc.md): on when OIDC_ISSUER is set
    OIDC_ISSUER: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/, error: 'OIDC_ISSUER must be an http(s) URL' }).optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_NAME: optionalText,
    OIDC_ALLOWED_DOMAINS: domainList,
    OIDC_AUTO_APPROVE: flag,
    // on unless turned off: signing out also ends the provider's session
    OIDC_RP_LOGOUT: z.enum(['1', '0', 'true', 'false', '']).optional(),
  })
  .superRefine((e, ctx) => {
    if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID)
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'OIDC_CLIENT_ID is required when OIDC_ISSUER is set' });
  });

export type Config = ReturnType<typeof loadConfig>;

/** Every environment variable the server reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

/** Reads the environment once at start; a bad value stops the app with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = e.DATABASE_URL || `file:${join(dataDir, 'streamline.db')}`;
  const provider: 'sqlite' | 'postgres' = /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
  return {
    env: e.NODE_ENV,
    isDev: e.NODE_ENV === 'development',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl,
    provider,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    idleCompactMs: e.IDLE_COMPACT_MS,
    heapGrowingPercent: e.HEAP_GROWING_PERCENT ?? 50,
    redisUrl: e.REDIS_URL || undefined,
    secretKey: e.SECRET_KEY ?? localSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    outboxDir: join(dataDir, 'outbox'),
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    graphiql: e.GRAPHIQL || e.NODE_ENV === 'development',
    openai: { apiKey: e.OPENAI_API_KEY, baseURL: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL },
    jiraAllowPrivateUrls: e.JIRA_ALLOW_PRIVATE_URLS,
    logLevel: e.LOG_LEVEL,
    vapid: vapidKeys(e, dataDir),
    pushAllowPrivateUrls: e.PUSH_ALLOW_PRIVATE_URLS,
    reminders: { pollMs: e.REMINDER_POLL_MS, leaseMs: e.REMINDER_LEASE_MS },
    webhooks: {
      allowPrivateUrls: e.WEBHOOKS_ALLOW_PRIVATE_URLS,
      pollMs: e.WEBHOOK_POLL_MS,
      leaseMs: e.WEBHOOK_LEASE_MS,
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      maxFailures: e.WEBHOOK_MAX_FAILURES,
    },
    oidc: e.OIDC_ISSUER
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET,
          name: e.OIDC_NAME ?? 'SSO',
          allowedDomains: e.OIDC_ALLOWED_DOMAINS,
          autoApprove: e.OIDC_AUTO_APPROVE,
          rpLogout: e.OIDC_RP_LOGOUT !== '0' && e.OIDC_RP_LOGOUT !== 'false',
        }
      : null,
    metricsToken: e.METRICS_TOKEN || undefined,
    rateLimits: scaled(
      {
        loginAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
        loginIp: e.RATE_LIMIT_LOGIN_IP,
        registerIp: e.RATE_LIMIT_REGISTER_IP,
        twoFactorAccount: e.RATE_LIMIT_2FA_ACCOUNT,
        twoFactorIp: e.RATE_LIMIT_2FA_IP,
        passwordAccount: e.RATE_LIMIT_PASSWORD_ACCOUNT,
        passwordIp: e.RATE_LIMIT_PASSWORD_IP,
        badTokenIp: e.RATE_LIMIT_TOKEN_IP,
      },
      e.RATE_LIMIT_SCALE,
    ),
    graphqlLimits: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxCost: e.GRAPHQL_MAX_COST,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      // GraphiQL needs the schema; otherwise only when asked for (the web app never introspects).
      // "Did you mean …" suggestions reveal the schema too: only where introspection is on.
      introspection: e.GRAPHQL_INTROSPECTION || e.GRAPHIQL || e.NODE_ENV === 'development',
      fieldSuggestions: e.GRAPHQL_INTROSPECTION || e.GRAPHIQL || e.NODE_ENV === 'development',
    },
  };
}

/** RATE_LIMIT_SCALE multiplies every attempt count (test and load runs sign many users in from one address). */
function scaled<K extends string>(limits: Record<K, { max: number; windowMs: number }>, factor: number) {
  const out = {} as Record<K, { max: number; windowMs: number }>;
  for (const key of Object.keys(limits) as K[]) out[key] = { ...limits[key], max: limits[key].max * factor };
  return out;
}

/** Without SECRET_KEY a single instance keeps a generated key in its data folder. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/**
 * The Web Push (VAPID) key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else a P-256 pair generated
 * once into the data folder (every instance of a deployment must share one pair: set them, or share the folder).
 */
function vapidKeys(e: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string; PUBLIC_URL?: string }, dataDir: string) {
  const subject = e.VAPID_SUBJECT || (e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL : 'mailto:no-reply@streamline.local');
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject, generated: false };
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) return { ...(JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }), subject, generated: true };
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  const keys = { publicKey: raw.toString('base64url'), privateKey: jwk.d! };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject, generated: true };
}
