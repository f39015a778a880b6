import { existsSync } from 'node:fs';
import { loadConfig, type Config } from '../config.js';
import { sqliteFile } from '../db/client.js';
import { listMigrations } from '../db/migrate.js';
import { MIGRATIONS_TABLE } from './tables.js';

export type Level = 'ok' | 'warn' | 'fail';
export type Check = { name: string; level: Level; detail: string };

const ok = (name: string, detail: string): Check => ({ name, level: 'ok', detail });
const warn = (name: string, detail: string): Check => ({ name, level: 'warn', detail });
const fail = (name: string, detail: string): Check => ({ name, level: 'fail', detail });
const message = (err: unknown) => (err as Error).message || String(err);

/** Every check of `npm run doctor`, in order; a configuration the server would refuse stops after the first. */
export async function runChecks(env: NodeJS.ProcessEnv = process.env): Promise<Check[]> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    return [fail('configuration', message(err).replace(/\n\s*/g, ' '))];
  }
  const checks = [ok('configuration', `${config.provider} database, data folder ${config.dataDir}`), secretKey(env), publicUrl(config), vapid(config)];
  checks.push(...(await database(config)));
  if (config.redisUrl) checks.push(await redis(config.redisUrl));
  if (config.smtpUrl) checks.push(await smtp(config.smtpUrl));
  else checks.push(warn('smtp', 'SMTP_URL is not set: e-mails (reminders, invitations) are written to the outbox folder, not sent'));
  return checks;
}

function secretKey(env: NodeJS.ProcessEnv) {
  if (env.SECRET_KEY) return ok('SECRET_KEY', 'set');
  return warn('SECRET_KEY', 'not set: a key generated into the data folder is used (one instance only; keep secret.key with your backups)');
}

function publicUrl(config: Config) {
  if (!config.publicUrl) return warn('PUBLIC_URL', 'not set: links in e-mails and calendar feeds use the address each request came to');
  let url: URL;
  try {
    url = new URL(config.publicUrl);
  } catch {
    return fail('PUBLIC_URL', `${config.publicUrl} is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail('PUBLIC_URL', `${config.publicUrl} is not an http(s) URL`);
  if (url.protocol === 'http:' && !['localhost', '127.0.0.1'].includes(url.hostname))
    return warn('PUBLIC_URL', `${config.publicUrl} is not https: sessions and Web Push need HTTPS`);
  return ok('PUBLIC_URL', config.publicUrl);
}

function vapid(config: Config) {
  const { publicKey, privateKey, generated } = config.vapid;
  const length = (key: string) => Buffer.from(key, 'base64url').length;
  if (length(publicKey) !== 65 || length(privateKey) !== 32)
    return fail('push keys', 'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not a P-256 key pair (base64url, 65 and 32 bytes)');
  if (generated) return warn('push keys', 'VAPID keys generated into the data folder: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when several instances run');
  return ok('push keys', `VAPID keys set, subject ${config.vapid.subject}`);
}

/** Reachable, and every migration of this version applied (the app applies the missing ones when it starts). */
async function database(config: Config): Promise<Check[]> {
  let applied: string[];
  try {
    applied = await appliedMigrations(config);
  } catch (err) {
    return [fail('database', `unreachable: ${message(err)}`)];
  }
  const known = listMigrations(config.provider).map((m) => m.name);
  const pending = known.filter((name) => !applied.includes(name));
  const unknown = applied.filter((name) => !known.includes(name));
  const checks = [ok('database', 'reachable')];
  if (unknown.length)
    checks.push(fail('migrations', `the database has migrations this version does not know (${unknown.join(', ')}): it belongs to a newer Streamline`));
  else if (pending.length === known.length) checks.push(warn('migrations', `a new database: the app creates its ${known.length} migrations when it starts`));
  else if (pending.length) checks.push(warn('migrations', `${pending.length} pending (${pending.join(', ')}): the app applies them when it starts`));
  else checks.push(ok('migrations', `all ${known.length} applied`));
  return checks;
}

async function appliedMigrations(config: Config): Promise<string[]> {
  if (config.provider === 'sqlite') {
    const file = sqliteFile(config.databaseUrl);
    if (!existsSync(file)) return [];
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(file, { readonly: true, fileMustExist: true, timeout: 5000 });
    try {
      const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(MIGRATIONS_TABLE);
      return table ? (db.prepare(`SELECT name FROM "${MIGRATIONS_TABLE}"`).all() as { name: string }[]).map((r) => r.name) : [];
    } finally {
      db.close();
    }
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string | null }>('SELECT to_regclass($1) AS t', [`"${MIGRATIONS_TABLE}"`]);
    if (!rows[0].t) return [];
    return (await client.query<{ name: string }>(`SELECT name FROM "${MIGRATIONS_TABLE}"`)).rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

async function redis(url: string): Promise<Check> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  client.on('error', () => {}); // reported below
  try {
    await client.connect();
    await client.ping();
    return ok('redis', 'reachable');
  } catch (err) {
    return fail('redis', `REDIS_URL unreachable: ${message(err)}`);
  } finally {
    client.disconnect();
  }
}

async function smtp(url: string): Promise<Check> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({ url, connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10_000 } as never);
  try {
    await transport.verify();
    return ok('smtp', 'the server answered');
  } catch (err) {
    return fail('smtp', `SMTP_URL unreachable: ${message(err)}`);
  } finally {
    transport.close();
  }
}
