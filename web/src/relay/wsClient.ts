import { createClient, type Client } from 'graphql-ws';

// Spec section 4: reconnect after 3 s, 5 attempts by default (notifications ask for 10), only while online.
export const RECONNECT_DELAY_MS = 3000;
export const DEFAULT_RETRY_ATTEMPTS = 5;

function waitUntilOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

export function graphqlWsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

export function createWsClient({ retryAttempts = DEFAULT_RETRY_ATTEMPTS } = {}): Client {
  return createClient({
    url: graphqlWsUrl(),
    lazy: true,
    retryAttempts,
    shouldRetry: () => navigator.onLine,
    retryWait: async () => {
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS));
      await waitUntilOnline();
    },
  });
}
