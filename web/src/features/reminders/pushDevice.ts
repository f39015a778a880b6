import { apiRequest } from '../../lib/http.ts';

/** Whether this browser can receive Web Push (a service worker and the Push API; iOS only as an installed app). */
export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration() {
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) throw new Error('The app has no service worker here (it is registered in the built app, not in development).');
  return navigator.serviceWorker.ready;
}

/** This browser's push subscription, if it has one. */
export async function currentPushSubscription() {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** Asks for permission, subscribes this browser with the server's VAPID key and registers the subscription. */
export async function enablePushOnThisDevice() {
  if ((await Notification.requestPermission()) !== 'granted') throw new Error('Notifications are blocked for this site in the browser settings.');
  const reg = await registration();
  const { publicKey } = await apiRequest<{ publicKey: string }>('/api/push/public-key');
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }));
  await apiRequest('/api/push/subscriptions', { method: 'POST', body: subscription.toJSON() });
}

/** Unregisters this browser (the server stops pushing to it) and drops its subscription. */
export async function disablePushOnThisDevice() {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await apiRequest('/api/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

function base64UrlToBytes(text: string) {
  const base64 = (text + '='.repeat((4 - (text.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
