import type { NextFunction, Request, Response } from 'express';
import { getOperationAST, type ExecutionResult } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import { answersInThread, type QueryThread } from './queryThread.js';

/** The Accept headers answered here, and the content type yoga answers each with (plainQueries.test.ts). */
const CONTENT_TYPE_FOR_ACCEPT = new Map<string | undefined, string>([
  [undefined, 'application/json; charset=utf-8'],
  ['', 'application/json; charset=utf-8'],
  ['*/*', 'application/json; charset=utf-8'],
  ['application/json', 'application/json; charset=utf-8'],
  ['application/graphql-response+json', 'application/graphql-response+json; charset=utf-8'],
  ['application/graphql-response+json, application/json', 'application/graphql-response+json; charset=utf-8'],
]);

type Params = { query: string; variables?: Record<string, unknown> | null; operationName?: string | null };

/** The body as yoga takes it (query, variables, operationName), or null for anything else. */
function plainParams(body: unknown): Params | null {
  if (!Buffer.isBuffer(body) || body.length === 0) return null;
  let params: unknown;
  try {
    params = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (params === null || typeof params !== 'object' || Array.isArray(params)) return null;
  const { query, variables, operationName, ...rest } = params as Record<string, unknown>;
  if (Object.keys(rest).length || typeof query !== 'string') return null;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  return { query, variables: variables as Params['variables'], operationName: operationName as Params['operationName'] };
}

/**
 * Answers a plain POST /graphql query (JSON body, a JSON answer, no error) through yoga's own
 * envelop: the same parser and validation caches, limits, context, JIT and error masking, without
 * the Fetch API Request and Response yoga builds around every request on Node (issue 9: about 400 µs
 * of CPU per request, more than a whole REST answer's). Everything else goes on to yoga: a mutation,
 * a subscription, another Accept header, a body yoga would refuse, a document that does not parse or
 * validate, and a query whose result has errors (run again by yoga, which then answers it, so every
 * error still has yoga's status and shape). Only queries come back here: running one twice changes nothing.
 */
export function answerPlainQueries<C extends object>(yoga: YogaServerInstance<{ req: Request }, C>, thread: QueryThread | null = null) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const contentType = CONTENT_TYPE_FOR_ACCEPT.get(req.headers.accept);
    const params = contentType ? plainParams(req.body) : null;
    if (!params) return next();
    try {
      // `request` as yoga's plugins read it here (the method): without one, yoga's parser would cache
      // a syntax error without its HTTP status, and yoga would then answer that query 200, not 400
      const enveloped = yoga.getEnveloped({ req, res, params, request: { method: req.method } });
      const document = enveloped.parse(params.query);
      const operation = getOperationAST(document, params.operationName);
      if (operation?.operation !== 'query') return next();
      if (enveloped.validate(enveloped.schema, document).length) return next();
      if (thread && answersInThread(operation)) {
        const json = await thread.run({ ...params, viewer: req.viewer ?? null, sessionId: req.session?.id ?? null });
        if (json !== null) return send(res, contentType!, json);
      }
      const contextValue = await enveloped.contextFactory();
      const result = (await enveloped.execute({
        schema: enveloped.schema,
        document,
        contextValue,
        variableValues: params.variables,
        operationName: params.operationName,
      })) as ExecutionResult & { stringify?: (result: ExecutionResult) => string };
      if (!result || typeof result !== 'object' || !('data' in result) || result.errors?.length || result.extensions) return next();
      send(res, contentType!, (result.stringify ?? JSON.stringify)(result));
    } catch {
      next(); // yoga answers it, with its own status and masked message
    }
  };
}

function send(res: Response, contentType: string, json: string) {
  res.statusCode = 200;
  res.setHeader('Content-Type', contentType);
  res.end(json);
}
