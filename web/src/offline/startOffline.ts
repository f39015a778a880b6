import { onConnectivityChange, startConnectivity } from './connectivity.ts';
import { startRelayBridge } from './relayBridge.ts';
import { registerServiceWorker } from './registerServiceWorker.ts';
import { hasPendingWork, syncNow } from './sync.ts';

/**
 * The offline layer's start (main.tsx): service worker, connectivity tracking, and the queue's
 * replay on reconnect and on load when work is pending (spec section 4).
 */
export function startOffline() {
  registerServiceWorker();
  startConnectivity();
  startRelayBridge();
  onConnectivityChange((online) => {
    if (online) void syncNow();
  });
  void hasPendingWork().then((pending) => {
    if (pending && navigator.onLine) void syncNow();
  });
}
