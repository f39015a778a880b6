import { useSyncExternalStore, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks.js';
import { getEnvironment, subscribeEnvironment } from './environment.ts';

export function RelayRoot({ children }: { children: ReactNode }) {
  const environment = useSyncExternalStore(subscribeEnvironment, getEnvironment);
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
