import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { logger } from './lib/logger.js';
import { compactWhenIdle } from './lib/idleCompaction.js';
import { limitHeapGrowth } from './lib/heapGrowth.js';

// Whatever the shutdown waits for (requests get at most 10 s, sockets 2 s), the process leaves by then.
const HARD_EXIT_MS = 20_000;

const config = loadConfig();
logger.level = config.logLevel;
limitHeapGrowth(config.heapGrowingPercent);
const app = await buildApp(config);
const port = await app.start();
if (config.idleCompactMs) compactWhenIdle(app.server, { quietMs: config.idleCompactMs });
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
logger.info({ url: `http://${shown}:${port}`, database: config.provider, redis: !!config.redisUrl }, 'Streamline is running');
if (config.redisUrl && config.vapid.generated) {
  logger.error(
    'several instances: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (the same on each), or Web Push reminders fail on the instances whose key differs',
  );
}

// A stray rejection (a library's unawaited promise) must not take every open request and socket down with it.
process.on('unhandledRejection', (reason) => logger.error({ error: (reason as Error)?.stack ?? String(reason) }, 'unhandled rejection'));

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error({ ms: HARD_EXIT_MS }, 'shutdown did not finish in time');
      process.exit(1);
    }, HARD_EXIT_MS).unref();
    try {
      await app.stop();
      logger.info('stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ error: String(err) }, 'shutdown failed');
      process.exit(1);
    }
  });
}
