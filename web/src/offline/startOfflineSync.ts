import { onConnectivityChange } from './connectivity.ts';
import { startRelayBridge } from './relayBridge.ts';
import { hasPendingWork, syncNow } from './sync.ts';

/**
 * The signed-in half of startOffline: the Relay bridge and the queue's replay on reconnect
 * and on load. It needs Relay and IndexedDB, so the lazily loaded signed-in part starts it; the
 * entry starts only the service worker and connectivity (see main.tsx). Idempotent.
 */
let started = false;

export function startOfflineSync() {
  if (started) return;
  started = true;
  startRelayBridge();
  onConnectivityChange((online) => {
    if (online) void syncNow();
  });
  void hasPendingWork().then((pending) => {
    if (pending && navigator.onLine) void syncNow();
  });
}
