import { startTransition } from 'react';
import type { Client } from 'graphql-ws';
import { Network, Observable, type FetchFunction, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';

import { reportUnauthenticated, saysUnauthenticated } from '../auth/sessionEnded.ts';
import { offlineAwareQuery, takeOnlineAnswer } from '../offline/offlineQuery.ts';
import { fetchGraphQLOnline, takePreloaded, throwIfFailed } from './preloadedFetch.ts';

const fetchGraphQL: FetchFunction = (operation, variables) => {
  // OFFLINE LAYER (web/src/offline): queries answer from their last good answer when offline
  // a screen's first query may already be on its way (preloadedFetch.ts: started with the route)
  if (operation.operationKind === 'query') {
    const preloaded = takePreloaded(operation, variables);
    // an answer already here goes to Relay synchronously: the screen renders with it instead of
    // suspending for a moment, after which React would hold its reveal back 300 ms
    if (preloaded && !(preloaded instanceof Promise)) return takeOnlineAnswer(operation.name, variables, preloaded);
    return inTransition(offlineAwareQuery(operation.name, variables, () => preloaded ?? fetchGraphQLOnline(operation, variables)));
  }
  return fetchGraphQLOnline(operation, variables);
};

/**
 * A query's answer, or a live event, reaches Relay inside a transition, so the components
 * that read what it changed re-render at transition priority, which React renders in short slices.
 * At the default priority of a network callback React renders them in one block: a page of tasks
 * re-rendered a whole board in one long task on a phone. A mutation's answer keeps the default
 * priority (the user's own action: its optimistic update has shown already).
 */
function inTransition(answer: Promise<GraphQLResponse>): Observable<GraphQLResponse> {
  return Observable.create<GraphQLResponse>((sink) => {
    answer.then(
      (value) => startTransition(() => (sink.next(value), sink.complete())),
      (error: unknown) => sink.error(error as Error),
    );
  });
}

function subscribeWith(client: Client): SubscribeFunction {
  return (operation, variables) =>
    Observable.create<GraphQLResponse>((sink) =>
      client.subscribe(
        { operationName: operation.name, query: operation.text ?? '', variables },
        {
          next: (value) => {
            try {
              throwIfFailed(value as { data?: unknown; errors?: { message: string }[] });
              startTransition(() => sink.next(value as GraphQLResponse));
            } catch (error) {
              sink.error(error as Error);
            }
          },
          error: (error) => {
            if (saysUnauthenticated(error)) reportUnauthenticated();
            sink.error(error instanceof Error ? error : new Error(describe(error)));
          },
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
