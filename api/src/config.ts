import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const EnvSchema = z.object({
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
});

export type Config = ReturnType<typeof loadConfig>;

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
  };
}

/** Without SECRET_KEY a single instance keeps a generated key in its data folder. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
