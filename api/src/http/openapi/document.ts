import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { scopeFor } from '../../../../shared/tokens/scopes.js';
import { SESSION_COOKIE } from '../../modules/auth/sessions.js';
import { restAreaOf, tokenAnswersAnywhere } from '../../modules/tokens/restScopes.js';
import { ErrorBody, type ApiModule, type ApiRoute, type ErrorStatus } from './apiRoute.js';
import { apiModules } from './modules.js';

/** "/tasks/:id/complete" → "/api/tasks/{id}/complete" */
export const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

const FAILURES: Record<ErrorStatus, string> = {
  400: 'Bad input: the message names the field',
  401: 'Not signed in (no session, or an unknown, expired or revoked token)',
  403: 'Not allowed: not your row or role, a token without the scope, or a cross-site write',
  404: 'Not found, or not yours to see',
  409: 'In conflict with what is there, or a write with this Idempotency-Key is still running',
  413: 'The body is too large',
  415: 'A body of a media type this route does not read',
  422: 'The Idempotency-Key was used for another request',
  429: 'Too many attempts (sign-ins, codes, or requests with a bad API token from this address): wait retryAfter seconds',
  502: 'A service this route needs (AI provider, Jira, mail server) failed',
  503: 'The database is unreachable for a moment: retry after Retry-After seconds',
  504: 'A service this route needs did not answer in time',
};

const failure = (status: ErrorStatus) => ({ description: FAILURES[status], content: { 'application/json': { schema: ErrorBody } } });

/** The failures a route may answer: those of its kind (input, session, path), then its own. */
function failureStatuses(route: ApiRoute): ErrorStatus[] {
  const takesInput = route.body || route.consumes || route.query || pathParams(route.path).length || route.method !== 'get';
  const statuses = new Set<ErrorStatus>([...(route.errors ?? []), 503]);
  if (takesInput) statuses.add(400);
  if (route.body || route.consumes) statuses.add(413);
  // an address that sent too many bad API tokens is refused before any route
  if (!route.public) statuses.add(401).add(403).add(429);
  // a write from a signed-in browser may carry an Idempotency-Key: a repeat still running is a 409, one reused for another request a 422
  if (route.method !== 'get') statuses.add(409).add(422);
  // a write from another site is refused whoever sends it
  if (route.method !== 'get') statuses.add(403);
  if (pathParams(route.path).length || !route.public) statuses.add(404);
  return [...statuses].sort();
}

function responses(route: ApiRoute): ZodOpenApiResponsesObject {
  const status = String(route.status ?? 200);
  const ok = route.produces
    ? { description: 'OK', content: { [route.produces]: { schema: z.string() } } }
    : route.response
      ? { description: 'OK', content: { 'application/json': { schema: route.response } } }
      : { description: 'No content' };
  const out: ZodOpenApiResponsesObject = { [status]: ok };
  for (const failed of failureStatuses(route)) out[String(failed) as keyof ZodOpenApiResponsesObject] = failure(failed);
  for (const [also, description] of Object.entries(route.sameBodyAlso ?? {})) out[also as keyof ZodOpenApiResponsesObject] = { ...ok, description };
  return out;
}

/** Who may call a route: anyone, a browser session, or also an API token with the area's scope. */
function access(route: ApiRoute): Pick<ZodOpenApiOperationObject, 'security' | 'description'> {
  if (route.public) return { security: [] };
  if (tokenAnswersAnywhere(route.method, route.path)) return { security: [{ session: [] }, { bearer: [] }], description: 'Any API token may call it.' };
  const area = restAreaOf(route.path);
  if (!area) return { security: [{ session: [] }], description: 'A browser session only: API tokens are refused (403).' };
  const scope = scopeFor(area, route.method === 'get' ? 'read' : 'write');
  return { security: [{ session: [] }, { bearer: [scope] }], description: `An API token needs the scope \`${scope}\`.` };
}

function operation(tag: string, route: ApiRoute): ZodOpenApiOperationObject {
  const params = pathParams(route.path);
  return {
    tags: [tag],
    summary: route.summary,
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...access(route),
    requestParams: {
      ...(params.length ? { path: z.object(Object.fromEntries(params.map((p) => [p, z.string()]))) } : {}),
      ...(route.query ? { query: route.query } : {}),
    },
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: route.body } } } } : {}),
    ...(route.consumes ? { requestBody: { required: true, content: Object.fromEntries(route.consumes.map((type) => [type, { schema: z.string() }])) } } : {}),
    responses: responses(route),
  };
}

/** The OpenAPI 3.1 document of every REST route, built from the modules' declarations (modules.ts). */
export function buildOpenApiDocument(modules: ApiModule[] = apiModules) {
  const paths: ZodOpenApiPathsObject = {};
  for (const { tag, routes } of modules) {
    for (const route of routes) {
      const item = (paths[openApiPath(route.path)] ??= {});
      if (item[route.method]) throw new Error(`OpenAPI: ${route.method.toUpperCase()} ${route.path} is declared twice`);
      item[route.method] = operation(tag, route);
    }
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Streamline REST API',
        version: '1.0.0',
        description:
          'Every REST route of this server. Sign in with the session cookie (POST /api/auth/login) or send a personal API token (Settings → Integrations) as `Authorization: Bearer <token>`. Failures answer `{ "message": "…" }`.',
      },
      servers: [{ url: '/' }],
      tags: modules.map(({ tag, description }) => ({ name: tag, ...(description ? { description } : {}) })),
      security: [{ session: [] }, { bearer: [] }],
      paths,
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The browser session, set by POST /api/auth/login' },
          bearer: { type: 'http', scheme: 'bearer', description: 'A personal API token; it reaches only the areas its scopes open' },
        },
      },
    },
    { allowEmptySchema: { custom: true } },
  );
}

let built: ReturnType<typeof buildOpenApiDocument> | undefined;
/** Built once per process: the routes do not change while it runs. */
export const openApiDocument = () => (built ??= buildOpenApiDocument());
