import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createYoga } from 'graphql-yoga';
import { executeWithGraphqlJs } from './graphql/engine.js';
import { requestParamsPlugin } from './graphql/requestParams.js';
import { GraphQLError } from 'graphql';
import { PothosValidationError } from '@pothos/core';
import type { Config } from './config.js';
import { createDb } from './db/client.js';
import { migrate } from './db/migrate.js';
import { createCipher } from './lib/crypto.js';
import { logger } from './lib/logger.js';
import { AppError } from './lib/errors.js';
import { collidedWrite, vanishedRow } from './lib/databaseRaces.js';
import { schema } from './graphql/schema.js';
import { createAppPubSub } from './graphql/pubsub.js';
import type { Context, Deps } from './graphql/context.js';
import { sessionMiddleware } from './http/session.js';
import { errorHandler, notFoundApi } from './http/errors.js';
import { mountWebApp } from './http/webApp.js';
import { createAppServer } from './http/appServer.js';
import { serveGraphqlSockets } from './http/graphqlSocket.js';
import { restRoutes } from './http/routes.js';
import { idempotency, startIdempotencySweeper } from './http/idempotency.js';
import { startNotifiedEventSweeper } from './modules/notifications/notifiedEventSweeper.js';
import { healthRouter } from './modules/health/rest.js';
import { compressResponses } from './http/compression.js';
import { mountSecurity } from './http/security/pipeline.js';
import { AbuseGuard } from './http/security/abuseGuard.js';
import { authRateLimits, graphqlAuthLimits } from './http/security/authLimits.js';
import { graphqlLimitPlugins } from './http/security/graphqlLimits.js';
import { isUnavailable, unavailableFrom } from './lib/unavailable.js';
import { DRAIN_TIMEOUT_MS, trackRequests } from './http/drain.js';
import { startReminderWorker } from './modules/reminders/delivery/worker.js';
import { originOf } from './http/origin.js';
import { tokenScopeGate } from './modules/tokens/restScopes.js';
import { tokenScopePlugin } from './modules/tokens/graphqlScopes.js';
import { mcpRouter } from './modules/mcp/route.js';
import { startWebhookWorker } from './modules/webhooks/worker.js';
import { createMetrics } from './modules/metrics/registry.js';
import { httpMetrics, measuredRouter } from './modules/metrics/httpMetrics.js';
import { metricsRouter } from './modules/metrics/rest.js';

export type App = Awaited<ReturnType<typeof buildApp>>;

export async function buildApp(config: Config, options: { webDir?: string } = {}) {
  logger.level = config.logLevel;
  const applied = await migrate(config);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const pgPool = config.provider === 'postgres' ? (await import('./db/pgAdapter.js')).createPgPool(config.databaseUrl, config.dbStatementTimeoutMs) : undefined;
  const db = await createDb(config, pgPool);
  const bus = await createAppPubSub(config.redisUrl);
  const metrics = createMetrics(db);
  const deps: Deps = { config, db, cipher: createCipher(config.secretKey), pubsub: bus.pubsub, redis: bus.redis, metrics };

  const app = express();
  app.disable('x-powered-by');
  // The API's answers are private and no-store: an ETag (a hash of every JSON body) would never be
  // asked for again. An etag function that makes none stops res.send's hashing; files sent by
  // serve-static and sendFile keep their ETag (from the file's size and time), as 'etag' stays enabled.
  app.set('etag', () => undefined);
  app.set('trust proxy', trustProxySetting(config.trustProxy));
  const guard = await AbuseGuard.create(config);
  app.use(httpMetrics(metrics));
  mountSecurity(app, config);
  app.use('/metrics', metricsRouter(config, metrics, guard));
  app.use(compressResponses()); // gzip/brotli, never for SSE/multipart streams

  // the import routes read their own (larger) bodies; every other route takes at most 1 MB
  const json = express.json({ limit: '1mb' });
  const ownBody = (path: string) => path === '/settings/import' || path.startsWith('/import/');
  app.use('/api', (req, res, next) => (ownBody(req.path) ? next() : json(req, res, next)));
  app.use('/api/health', healthRouter(deps));
  // only the API needs the session: static files and the SPA shell cost no query and keep working while the database is away
  app.use(['/api', '/graphql', '/mcp'], sessionMiddleware(deps, guard));
  app.use('/mcp', mcpRouter(deps));
  app.use('/api', tokenScopeGate);
  app.use('/api', authRateLimits(deps, guard));
  app.use('/api', idempotency(deps));
  const stopSweeper = startIdempotencySweeper(deps);
  const stopNotifiedEventSweeper = startNotifiedEventSweeper(deps);
  for (const [path, make] of restRoutes) app.use(`/api${path}`, measuredRouter(make(deps)));
  app.use('/api', notFoundApi);
  app.use('/api', errorHandler);

  const yoga = createYoga<{ req: express.Request }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: config.graphiql ? { subscriptionsProtocol: 'WS' } : false,
    landingPage: false,
    // same-origin only: the web app is served from here (yoga's default CORS allows any origin with cookies)
    cors: false,
    // the body is read (at most GRAPHQL_BODY_LIMIT) before yoga sees it: its own limit would stream it a second time
    maxRequestBodySize: false,
    plugins: [...graphqlLimitPlugins(config.graphqlLimits), graphqlAuthLimits(guard), tokenScopePlugin(), requestParamsPlugin(), executeWithGraphqlJs],
    maskedErrors: {
      maskError: (error, message) => {
        const original = (error as { originalError?: unknown }).originalError;
        if (error instanceof AppError || original instanceof AppError) return error as Error;
        if (isUnavailable(original)) return unavailableFrom(original);
        const vanished = vanishedRow(original) ?? collidedWrite(original);
        if (vanished) return vanished;
        // Pothos' input checks (a malformed global ID, one of another type) are GraphQL errors without a code
        if (original instanceof PothosValidationError) return new AppError(400, clipped(original.message));
        // the client's own mistakes (syntax, validation, variable types) are GraphQL errors with no cause
        if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
        logger.error({ error: (original as Error)?.stack ?? String(error) }, 'graphql error');
        return new AppError(500, message);
      },
    },
    context: ({ req }) => ({ ...deps, viewer: req.viewer, sessionId: req.session?.id ?? null, apiToken: req.apiToken, origin: originOf(req) }),
    logging: false,
  });
  app.use('/graphql', yoga as unknown as express.RequestHandler);
  mountWebApp(app, options.webDir);
  app.use(errorHandler); // failures before a router (e.g. the session lookup of /graphql) get the same answers

  const server: Server = createAppServer(app);
  const requests = trackRequests(server);
  const sockets = serveGraphqlSockets(server, yoga, deps, config);
  let reminderWorker: ReturnType<typeof startReminderWorker> | undefined;
  let webhookWorker: ReturnType<typeof startWebhookWorker> | undefined;

  return {
    app,
    server,
    deps,
    /** this instance's reminder delivery (running once the server listens) */
    get reminderWorker() {
      return reminderWorker;
    },
    async start(port = config.port, host = config.host) {
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      // due reminders are delivered by every instance that serves (a lease in the database settles who sends each)
      reminderWorker ??= startReminderWorker(deps);
      // webhook deliveries likewise: a lease per delivery, so each is sent once across instances
      webhookWorker ??= startWebhookWorker(deps);
      const address = server.address() as AddressInfo;
      return address.port;
    },
    /**
     * Graceful stop: no new connections; subscriptions are closed with 1001 "Going away" (clients
     * reconnect, through the load balancer to another instance); requests in flight finish (at most
     * `drainMs`); then Redis and the database are closed.
     */
    async stop({ drainMs = DRAIN_TIMEOUT_MS } = {}) {
      stopSweeper();
      stopNotifiedEventSweeper();
      const reminders = reminderWorker?.stop();
      const webhooks = webhookWorker?.stop();
      const drained = requests.drain(drainMs);
      await sockets.close(2000);
      const finished = await drained;
      if (!finished) logger.error({ drainMs }, 'shutdown: requests still running after the time limit were cut');
      if (reminders) await bounded(reminders, 'reminder delivery');
      if (webhooks) await bounded(webhooks, 'webhook delivery');
      await bounded(bus.close(), 'redis');
      await bounded(guard.close(), 'rate limit store');
      await bounded(db.$disconnect(), 'database');
    },
  };
}

/** A shutdown step that hangs (a connection the server never answers) is logged and left behind after 5 s. */
async function bounded(step: Promise<unknown>, what: string, ms = 5000) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => (logger.error({ ms }, `shutdown: closing ${what} timed out`), resolve()), ms);
  });
  await Promise.race([step.catch((err) => logger.error({ error: String(err) }, `shutdown: closing ${what} failed`)), late]);
  clearTimeout(timer);
}

/** TRUST_PROXY: a hop count ("1"), true/false, or Express's names and addresses ("loopback", "10.0.0.0/8"). */
function trustProxySetting(value: string | undefined): boolean | number | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** A message that echoes the client's input (a 100 kB "ID"), cut to a readable length. */
function clipped(message: string) {
  return message.length > 200 ? `${message.slice(0, 200)}…` : message;
}
