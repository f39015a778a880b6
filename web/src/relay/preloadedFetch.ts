import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';

import { ServerError } from './serverError.ts';
import { reportUnauthenticated, saysUnauthenticated } from '../auth/sessionEnded.ts';

type GraphQLBody = { data?: unknown; errors?: { message: string; extensions?: ServerError['extensions'] }[] };

/** The first GraphQL error becomes the thrown message, so screens can show the server's words. */
export function throwIfFailed(body: GraphQLBody) {
  if (saysUnauthenticated(body.errors)) reportUnauthenticated();
  if (body.errors?.length && (body.data === null || body.data === undefined)) {
    throw new ServerError(body.errors[0].message, body.errors[0].extensions);
  }
}

/** One GraphQL query or mutation over HTTP (no offline layer: network.ts adds it). */
export async function fetchGraphQLOnline(operation: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
  });
  const body = (await res.json().catch(() => ({ errors: [{ message: `${res.status}: ${res.statusText}` }] }))) as GraphQLBody;
  throwIfFailed(body);
  return body as GraphQLResponse;
}

/**
 * Render-as-you-fetch for the screens' first query: the route starts the HTTP request while the
 * shell, the auth check and the screen's chunk still load; the screen's own Relay fetch (same query,
 * same variables) then takes this answer instead of asking again. The answer goes through the
 * offline layer only when Relay asks for it (network.ts), exactly like an answer fetched then.
 */
const PRELOAD_TTL_MS = 10_000;

type Preloaded = { answer: Promise<GraphQLResponse>; at: number; failed: boolean; value?: GraphQLResponse };

const preloaded = new Map<string, Preloaded>();
// set once the app preloaded or fetched any query: the page-load preload is then too late to help
let queried = false;

/** Signed out (the public pages): an answer preloaded for the last user is never served to the next. */
export function forgetPreloaded() {
  preloaded.clear();
}

function stable(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{${entries
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`)
    .join(',')}}`;
}

const keyOf = (operation: RequestParameters, variables: Variables) => `${operation.name}:${stable(variables)}`;

/**
 * Starts the query now unless the same one is already on its way or has answered and waits to be
 * taken (a fast answer can come before the shell renders and preloads its route again). `initial`
 * (the page load, before the shell): only while the app has not queried anything yet, so it never
 * adds a late duplicate.
 */
export function preloadQuery(operation: RequestParameters, variables: Variables, initial = false) {
  if (initial && queried) return;
  queried = true;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return; // the offline layer answers without the network
  const key = keyOf(operation, variables);
  const existing = preloaded.get(key);
  if (existing && !existing.failed && Date.now() - existing.at < PRELOAD_TTL_MS) return;
  const entry: Preloaded = { answer: fetchGraphQLOnline(operation, variables), at: Date.now(), failed: false };
  // the taker sees a failure; an untaken one must not be reported (and is asked for again)
  entry.answer.then(
    (value) => void (entry.value = value),
    () => void (entry.failed = true),
  );
  preloaded.set(key, entry);
}

/**
 * The preloaded answer of this query, once (a later fetch of it asks the server again): the answer
 * itself when it has come, so that Relay can take it at once and the screen renders without
 * suspending, else the promise of it.
 */
export function takePreloaded(operation: RequestParameters, variables: Variables): GraphQLResponse | Promise<GraphQLResponse> | null {
  queried = true;
  const key = keyOf(operation, variables);
  const entry = preloaded.get(key);
  if (!entry) return null;
  preloaded.delete(key);
  if (Date.now() - entry.at >= PRELOAD_TTL_MS) return null;
  return entry.value ?? entry.answer;
}
