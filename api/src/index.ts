import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { logger } from './lib/logger.js';

const config = loadConfig();
logger.setLevel(config.logLevel);
const app = await buildApp(config);
const port = await app.start();
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
logger.info('Streamline is running', { url: `http://${shown}:${port}`, database: config.provider, redis: !!config.redisUrl });

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    await app.stop().catch((err) => logger.error('shutdown failed', { error: String(err) }));
    process.exit(0);
  });
}
