import { useSyncExternalStore } from 'react';
import { toast } from '../components/toast/toastStore.ts';
import { isServerReachable, PROBE_INTERVAL_MS, PROBE_TIMEOUT_MS } from './health.ts';

/** Spec sections 4, 8 and 9: the connectivity toasts. */
export const OFFLINE_TOAST = { title: "You're offline", description: 'Connection lost', duration: 8000 } as const;
export const ONLINE_TOAST = { title: 'Back online', description: 'Connection restored' } as const;

type Listener = (online: boolean) => void;

let online = typeof navigator === 'undefined' ? true : navigator.onLine;
let lastProbeAt: string | null = null;
let toastAt = 0;
const listeners = new Set<Listener>();
const uiListeners = new Set<() => void>();

export function isOnline(): boolean {
  return online;
}

export function lastProbe(): string | null {
  return lastProbeAt;
}

/** When the last "You're offline" / "Back online" toast was shown (ms since the epoch, 0 for never). */
export function lastConnectivityToastAt(): number {
  return toastAt;
}

/** Sets the state; each change shows its toast and tells the listeners (the sync runs on "online"). */
export function setOnline(next: boolean) {
  if (next === online) return;
  online = next;
  toastAt = Date.now();
  recheck.restart();
  toast(next ? ONLINE_TOAST : OFFLINE_TOAST);
  listeners.forEach((l) => l(next));
  uiListeners.forEach((l) => l());
}

export function onConnectivityChange(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * While the app believes it is offline it asks the server again after 2 s, 4 s, 8 s, then every 15 s,
 * and at once when the page is shown or focused: the browser's "online" event can fail to come (it
 * once never did after an offline reload on a slow device), and an answer from the server is what
 * counts as being back online.
 */
export const RECHECK_FIRST_MS = 2_000;
export const RECHECK_MAX_MS = 15_000;

/** The wait before the `attempt`th (from 0) recheck while offline. */
export function recheckDelay(attempt: number): number {
  return Math.min(RECHECK_FIRST_MS * 2 ** attempt, RECHECK_MAX_MS);
}

const recheck = {
  attempt: 0,
  timer: null as ReturnType<typeof setTimeout> | null,
  probing: false,
  /** After a change of state: offline starts the rechecks from the first wait, online ends them. */
  restart() {
    this.attempt = 0;
    this.cancel();
    this.schedule();
  },
  cancel() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  },
  schedule() {
    if (online || this.timer || !started) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.attempt += 1;
      void this.now();
    }, recheckDelay(this.attempt));
  },
  async now() {
    if (online || this.probing) return;
    this.probing = true;
    try {
      await probe();
    } finally {
      this.probing = false;
      this.schedule();
    }
  },
};

/** The page was shown or focused: when offline, ask the server now. */
function recheckOnReturn() {
  if (document.visibilityState === 'visible' && !online) {
    recheck.cancel();
    void recheck.now();
  }
}

/** Probes /api/health (5 s abort) and records the answer. */
export async function probe(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  const ok = await isServerReachable(timeoutMs);
  lastProbeAt = new Date().toISOString();
  setOnline(ok);
  uiListeners.forEach((l) => l());
  return ok;
}

let started = false;
/** Browser online/offline events, the 30 s reachability probe and, while offline, the rechecks. Idempotent. */
export function startConnectivity() {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('offline', () => setOnline(false));
  window.addEventListener('online', () => void probe());
  document.addEventListener('visibilitychange', recheckOnReturn);
  window.addEventListener('focus', recheckOnReturn);
  setInterval(() => void probe(), PROBE_INTERVAL_MS);
  if (!navigator.onLine) online = false;
  else void probe();
  recheck.schedule();
}

function subscribeUi(listener: () => void) {
  uiListeners.add(listener);
  return () => void uiListeners.delete(listener);
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeUi, isOnline, () => true);
}

export function useLastProbe(): string | null {
  return useSyncExternalStore(subscribeUi, lastProbe, () => null);
}
