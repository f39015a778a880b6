import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Cipher } from '../lib/crypto.js';
import type { PubSub } from './pubsub.js';
import type { Viewer } from './viewer.js';
import type { TokenGrant } from '../modules/tokens/grant.js';
import type { AppMetrics } from '../modules/metrics/registry.js';

export type { Viewer };

/** What every domain service gets: created once per app instance. */
export type Deps = {
  config: Config;
  /** Prisma, with `db.$kysely` for the hot paths (db/client.ts) */
  db: Db;
  cipher: Cipher;
  pubsub: PubSub;
  /** set when REDIS_URL is configured */
  redis?: { ping(): Promise<string> };
  /** this instance's Prometheus metrics (modules/metrics) */
  metrics?: AppMetrics;
};

export type Context = Deps & {
  viewer: Viewer;
  sessionId: string | null;
  /** set when the request came with an API token (Bearer) instead of a session: what it may do */
  apiToken?: TokenGrant | null;
  /** this server as the client reached it (scheme and host), for URLs the answer carries */
  origin: string;
};
