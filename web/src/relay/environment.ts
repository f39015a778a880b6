import { Environment, RecordSource, Store } from 'relay-runtime';
import type { Client } from 'graphql-ws';
import { createNetwork } from './network.ts';
import { createWsClient } from './wsClient.ts';
import { setEnvironment } from './currentEnvironment.ts';
import { onUserChange } from '../auth/userChange.ts';

export { getEnvironment, subscribeEnvironment } from './currentEnvironment.ts';

/**
 * One Relay environment per signed-in user: on login and logout a fresh one replaces it, so one
 * user's records never show for the next, and the WebSocket reconnects with the new session cookie.
 */
let wsClient: Client = createWsClient();
setEnvironment(makeEnvironment(wsClient));

function makeEnvironment(client: Client) {
  return new Environment({ network: createNetwork(client), store: new Store(new RecordSource()) });
}

export function resetEnvironment() {
  void wsClient.dispose();
  wsClient = createWsClient();
  setEnvironment(makeEnvironment(wsClient));
}

onUserChange(resetEnvironment);
