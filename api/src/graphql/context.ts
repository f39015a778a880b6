import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { SqlDriver } from '../db/sqlDriver.js';
import type { Cipher } from '../lib/crypto.js';
import type { PubSub } from './pubsub.js';
import type { QueryThread } from './queryThread.js';
import type { Viewer } from './viewer.js';

export type { Viewer };

/** What every domain service gets: created once per app instance. */
export type Deps = {
  config: Config;
  db: Db;
  /** driver reads for the hot paths (session lookup, task list): Prisma stays for everything else */
  sql: SqlDriver;
  cipher: Cipher;
  pubsub: PubSub;
  /** set when REDIS_URL is configured */
  redis?: { ping(): Promise<string> };
  /** queries and REST reads answered beside the main thread (queryThread.ts); not inside the thread itself */
  queryThread?: QueryThread | null;
};

export type Context = Deps & {
  viewer: Viewer;
  sessionId: string | null;
};
