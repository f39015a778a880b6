import type { Server } from 'node:http';
import { GraphQLError } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Config } from '../config.js';
import type { Context, Deps } from '../graphql/context.js';
import { AppError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { isUnavailable, unavailableFrom } from '../lib/unavailable.js';
import { loadSession, readSessionToken } from '../modules/auth/sessions.js';
import { socketSecurity } from './security/pipeline.js';

type Yoga = Pick<YogaServerInstance<Record<string, unknown>, Context>, 'getEnveloped'>;

/**
 * GraphQL over WebSocket (graphql-ws) at /graphql, through yoga's envelop (its limits, context and
 * masking). Each `subscribe` message reads the session of the socket's cookie afresh. A message that
 * cannot run (bad syntax, invalid, the database away) is answered with an `error` for its id: the
 * socket and its other subscriptions go on.
 */
export function serveGraphqlSockets(server: Server, yoga: Yoga, deps: Deps, config: Config) {
  const wss = new WebSocketServer({ server, path: '/graphql', ...socketSecurity(config) });
  const graphqlWs = useServer(
    {
      execute: (args: any) => args.rootValue.execute(args),
      subscribe: (args: any) => args.rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        try {
          const { session, user } = await loadSession(deps, readSessionToken(ctx.extra.request.headers.cookie));
          // yoga's context reads req.viewer / req.session, as on HTTP: give the socket's request both
          const req = Object.assign(ctx.extra.request, { viewer: user, session });
          const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({ ...ctx, req, socket: ctx.extra.socket, params: payload });
          const document = parse(payload.query);
          const errors = validate(schema, document);
          if (errors.length) return [...errors];
          return {
            schema,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            contextValue: await contextFactory({ viewer: user, sessionId: session?.id ?? null } as never),
            rootValue: { execute, subscribe },
          };
        } catch (error) {
          return [refusal(error)];
        }
      },
    },
    wss,
  );
  return {
    /** Closes every socket with 1001 "Going away"; a client that does not finish the close handshake in time is cut. */
    async close(timeoutMs = 2000) {
      const timer = setTimeout(() => {
        for (const socket of wss.clients) socket.terminate();
      }, timeoutMs);
      try {
        await graphqlWs.dispose();
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** What the client is told when its `subscribe` message cannot start, masked as yoga masks errors. */
function refusal(error: unknown): GraphQLError {
  if (error instanceof AppError) return error;
  if (isUnavailable(error)) return unavailableFrom(error);
  // the client's own mistakes (syntax, variable types) are GraphQL errors with no cause
  if (error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError)) return error;
  logger.error({ error: (error as Error)?.stack ?? String(error) }, 'graphql-ws subscribe failed');
  return new AppError(500, 'Unexpected error.');
}
