import type { Deps } from '../../graphql/context.js';
import { pingDatabase } from './repository.js';

const version = process.env.npm_package_version ?? '0.1.0';

/**
 * The database decides up or down (503 when it is down). Redis, when configured, only carries live
 * updates between instances: when it is down the app still serves every request, so the answer stays
 * 200 with status "degraded" and `degraded` naming what is missing.
 */
export async function checkHealth(deps: Deps & { redis?: { ping(): Promise<string> } }) {
  const [database, redis] = await Promise.all([
    withTimeout(pingDatabase(deps.db), 2000).then(
      () => 'up' as const,
      () => 'down' as const,
    ),
    deps.redis
      ? withTimeout(deps.redis.ping(), 1000).then(
          () => 'up' as const,
          () => 'down' as const,
        )
      : Promise.resolve('not configured' as const),
  ]);
  const degraded = redis === 'down' ? ['redis: live updates between instances are paused'] : [];
  return {
    status: database === 'down' ? ('unavailable' as const) : degraded.length ? ('degraded' as const) : ('ok' as const),
    database,
    databaseProvider: deps.config.provider,
    redis,
    degraded,
    version,
    time: new Date().toISOString(),
  };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);
}
