import type { Deps } from '../../graphql/context.js';

const version = process.env.npm_package_version ?? '0.1.0';

/** The database decides up or down; Redis, when configured, is reported (it only degrades live updates). */
export async function checkHealth(deps: Deps & { redis?: { ping(): Promise<string> } }) {
  const database = await withTimeout(deps.db.$queryRawUnsafe('SELECT 1'), 2000).then(
    () => 'up' as const,
    () => 'down' as const,
  );
  const redis = deps.redis
    ? await withTimeout(deps.redis.ping(), 1000).then(
        () => 'up' as const,
        () => 'down' as const,
      )
    : ('not configured' as const);
  return {
    status: database === 'up' ? ('ok' as const) : ('unavailable' as const),
    database,
    databaseProvider: deps.config.provider,
    redis,
    version,
    time: new Date().toISOString(),
  };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);
}
