import type { Environment } from 'relay-runtime';

/**
 * The signed-in user's Relay environment, held apart from its making: environment.ts makes it with
 * the network, which answers queries through the offline layer, and the offline layer's Relay bridge
 * reads it from here, so neither imports the other in a circle.
 */
let current: Environment | null = null;
const listeners = new Set<() => void>();

export function getEnvironment(): Environment {
  if (!current) throw new Error('The Relay environment is read before relay/environment.ts made it');
  return current;
}

/** Called by environment.ts only: on load, then on each login and logout. */
export function setEnvironment(environment: Environment) {
  current = environment;
  listeners.forEach((listener) => listener());
}

export function subscribeEnvironment(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
