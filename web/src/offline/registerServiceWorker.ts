import { useSyncExternalStore } from 'react';

/** Registers /service-worker.js on page load (spec section 2); reloads once when a new version takes over. */
let state = 'unsupported';
const listeners = new Set<() => void>();
const set = (next: string) => {
  state = next;
  listeners.forEach((l) => l());
};

export function registerServiceWorker() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const hadController = !!navigator.serviceWorker.controller;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    set('activated');
    // an update replaced the worker serving this page: reload so old and new files never mix
    if (hadController && !reloading) {
      reloading = true;
      window.location.reload();
    }
  });
  const register = () =>
    navigator.serviceWorker
      .register('/service-worker.js', { scope: '/' })
      .then((reg) => {
        const worker = reg.active ?? reg.waiting ?? reg.installing;
        set(worker?.state ?? 'registered');
        worker?.addEventListener('statechange', () => set(worker.state));
        reg.addEventListener('updatefound', () => {
          const next = reg.installing;
          next?.addEventListener('statechange', () => set(next.state));
        });
      })
      .catch((error: unknown) => set(`failed: ${String(error)}`));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

export function useServiceWorkerState(): string {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => void listeners.delete(l)),
    () => state,
  );
}
