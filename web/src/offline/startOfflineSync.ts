import { localTasksChanged } from './changes.ts';
import { isOnline, onConnectivityChange } from './connectivity.ts';
import { localWorkChanged } from './localWorkMark.ts';
import { applyLocalOverlay, startRelayBridge } from './relayBridge.ts';
import { hasPendingWork, syncNow } from './sync.ts';
import { takeWorkerMark } from './workerMark.ts';

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
    // the service worker may have queued work (a notification's action taken offline) without the mark
    if (pending) localWorkChanged();
    if (pending && navigator.onLine) void syncNow();
  });
  // the service worker may have replayed such work with no window open: the screens show its answers
  void takeWorkerMark().then((changed) => {
    if (!changed) return;
    localTasksChanged();
    // screens answered before the note was read show remembered answers only when offline
    void applyLocalOverlay({ remembered: !isOnline() });
  });
  listenToServiceWorker();
}

/**
 * The service worker queues a reminder notification's action taken offline (web/public/sw-push.js) in
 * the same queue, and asks open windows to replay it when the device is back online (Background Sync).
 */
function listenToServiceWorker() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === 'streamline-queued') {
      localWorkChanged();
      localTasksChanged();
    }
    if ((type === 'streamline-queued' || type === 'streamline-sync') && isOnline()) void syncNow();
  });
}
