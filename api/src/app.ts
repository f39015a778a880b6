import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createYoga } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { PothosValidationError } from '@pothos/core';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Config } from './config.js';
import { createDb } from './db/client.js';
import { migrate } from './db/migrate.js';
import { createCipher } from './lib/crypto.js';
import { logger } from './lib/logger.js';
import { AppError } from './lib/errors.js';
import { schema } from './graphql/schema.js';
import { createAppPubSub } from './graphql/pubsub.js';
import type { Context, Deps } from './graphql/context.js';
import { sessionMiddleware } from './http/session.js';
import { errorHandler, notFoundApi } from './http/errors.js';
import { mountWebApp } from './http/webApp.js';
import { loadSession, readSessionToken } from './modules/auth/sessions.js';
import { restRoutes } from './http/routes.js';
import { idempotency, startIdempotencySweeper } from './http/idempotency.js';
import { healthRouter } from './modules/health/rest.js';

export type App = Awaited<ReturnType<typeof buildApp>>;

export async function buildApp(config: Config, options: { webDir?: string } = {}) {
  logger.setLevel(config.logLevel);
  const applied = await migrate(config);
  if (applied.length) logger.info('migrations applied', { applied });
  const db = await createDb(config);
  const bus = createAppPubSub(config.redisUrl);
  const deps: Deps = { config, db, cipher: createCipher(config.secretKey), pubsub: bus.pubsub, redis: bus.redis };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(config.trustProxy));

  // the data import route reads its own (larger) body; every other route takes at most 1 MB
  const json = express.json({ limit: '1mb' });
  app.use('/api', (req, res, next) => (req.path === '/settings/import' ? next() : json(req, res, next)));
  app.use('/api/health', healthRouter(deps));
  app.use(sessionMiddleware(deps));
  app.use('/api', idempotency(deps));
  const stopSweeper = startIdempotencySweeper(deps);
  for (const [path, make] of restRoutes) app.use(`/api${path}`, make(deps));
  app.use('/api', notFoundApi);
  app.use('/api', errorHandler);

  const yoga = createYoga<{ req: express.Request }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: config.graphiql ? { subscriptionsProtocol: 'WS' } : false,
    landingPage: false,
    maskedErrors: {
      maskError: (error, message) => {
        const original = (error as { originalError?: unknown }).originalError;
        if (error instanceof AppError || original instanceof AppError) return error as Error;
        // the client's own mistakes (syntax, validation, variable types) are GraphQL errors with no cause
        if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
        if (original instanceof PothosValidationError) return new AppError(400, original.message);
        logger.error('graphql error', { error: (original as Error)?.stack ?? String(error) });
        return new AppError(500, message);
      },
    },
    context: ({ req }) => ({ ...deps, viewer: req.viewer, sessionId: req.session?.id ?? null }),
    logging: false,
  });
  app.use('/graphql', yoga as unknown as express.RequestHandler);
  mountWebApp(app, options.webDir);

  const server: Server = createServer(app);
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const wsServer = useServer(
    {
      execute: (args: any) => args.rootValue.execute(args),
      subscribe: (args: any) => args.rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        const token = readSessionToken(ctx.extra.request.headers.cookie);
        const { session, user } = await loadSession(deps, token);
        // yoga's context reads req.viewer / req.session, as on HTTP: give the socket's request both
        const req = Object.assign(ctx.extra.request, { viewer: user, session });
        const { schema: s, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req,
          socket: ctx.extra.socket,
          params: payload,
        });
        const args = {
          schema: s,
          operationName: payload.operationName,
          document: parse(payload.query),
          variableValues: payload.variables,
          contextValue: await contextFactory({ viewer: user, sessionId: session?.id ?? null } as never),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wss,
  );

  return {
    app,
    server,
    deps,
    async start(port = config.port, host = config.host) {
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      const address = server.address() as AddressInfo;
      return address.port;
    },
    async stop() {
      stopSweeper();
      await wsServer.dispose();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      await bus.close();
      await db.$disconnect();
    },
  };
}

/** TRUST_PROXY: a hop count ("1"), true/false, or Express's names and addresses ("loopback", "10.0.0.0/8"). */
function trustProxySetting(value: string | undefined): boolean | number | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
