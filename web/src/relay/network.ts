import type { Client } from 'graphql-ws';
import {
  Network,
  Observable,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';

import { offlineAwareQuery } from '../offline/offlineQuery.ts';

type GraphQLBody = { data?: unknown; errors?: { message: string }[] };

/** The first GraphQL error becomes the thrown message, so screens can show the server's words. */
function throwIfFailed(body: GraphQLBody) {
  if (body.errors?.length && (body.data === null || body.data === undefined)) {
    throw new Error(body.errors[0].message);
  }
}

const fetchGraphQL: FetchFunction = (operation, variables) => {
  // OFFLINE LAYER (issue 5, web/src/offline): queries answer from their last good answer when offline
  if (operation.operationKind === 'query') return offlineAwareQuery(operation.name, variables, () => fetchGraphQLOnline(operation, variables));
  return fetchGraphQLOnline(operation, variables);
};

const fetchGraphQLOnline = async (operation: Parameters<FetchFunction>[0], variables: Parameters<FetchFunction>[1]): Promise<GraphQLResponse> => {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
  });
  const body = (await res.json().catch(() => ({ errors: [{ message: `${res.status}: ${res.statusText}` }] }))) as GraphQLBody;
  throwIfFailed(body);
  return body as GraphQLResponse;
};

function subscribeWith(client: Client): SubscribeFunction {
  return (operation, variables) =>
    Observable.create<GraphQLResponse>((sink) =>
      client.subscribe(
        { operationName: operation.name, query: operation.text ?? '', variables },
        {
          next: (value) => {
            try {
              throwIfFailed(value as GraphQLBody);
              sink.next(value as GraphQLResponse);
            } catch (error) {
              sink.error(error as Error);
            }
          },
          error: (error) => sink.error(error instanceof Error ? error : new Error(describe(error))),
          complete: () => sink.complete(),
        },
      ),
    );
}

function describe(error: unknown): string {
  if (Array.isArray(error) && error[0]?.message) return String(error[0].message);
  if (error && typeof error === 'object' && 'reason' in error) return String((error as CloseEvent).reason || 'Connection closed');
  return 'Live connection failed';
}

export function createNetwork(wsClient: Client) {
  return Network.create(fetchGraphQL, subscribeWith(wsClient));
}
