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
  toast(next ? ONLINE_TOAST : OFFLINE_TOAST);
  listeners.forEach((l) => l(next));
  uiListeners.forEach((l) => l());
}

export function onConnectivityChange(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
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
/** Browser online/offline events plus the 30 s reachability probe. Idempotent. */
export function startConnectivity() {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('offline', () => setOnline(false));
  window.addEventListener('online', () => void probe());
  setInterval(() => void probe(), PROBE_INTERVAL_MS);
  if (!navigator.onLine) online = false;
  else void probe();
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
