import { Environment, RecordSource, Store } from 'relay-runtime';
import type { Client } from 'graphql-ws';
import { createNetwork } from './network.ts';
import { createWsClient } from './wsClient.ts';
import { onUserChange } from '../auth/userChange.ts';

/**
 * One Relay environment per signed-in user: on login and logout a fresh one replaces it, so one
 * user's records never show for the next, and the WebSocket reconnects with the new session cookie.
 */
let wsClient: Client = createWsClient();
let environment = makeEnvironment(wsClient);
const listeners = new Set<() => void>();

function makeEnvironment(client: Client) {
  return new Environment({ network: createNetwork(client), store: new Store(new RecordSource()) });
}

export function getEnvironment(): Environment {
  return environment;
}

export function resetEnvironment() {
  void wsClient.dispose();
  wsClient = createWsClient();
  environment = makeEnvironment(wsClient);
  listeners.forEach((listener) => listener());
}

export function subscribeEnvironment(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

onUserChange(resetEnvironment);
