/* global self, clients */
// Web Push in the service worker (imported by the generated service-worker.js, see web/src/sw/swConfig.ts):
// a reminder shows as a notification with "Complete" and "Snooze 10 min"; the actions call the API
// with the session cookie, and a click elsewhere on it opens the task.

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const taskId = typeof message.taskId === 'number' ? message.taskId : null;
  event.waitUntil(
    self.registration.showNotification(message.title || 'Streamline', {
      body: message.body || '',
      tag: message.tag || undefined,
      renotify: !!message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { taskId, url: message.url || (taskId ? `/tasks/${taskId}` : '/') },
      actions: taskId
        ? [
            { action: 'complete', title: 'Complete' },
            { action: 'snooze', title: 'Snooze 10 min' },
          ]
        : [],
    }),
  );
});

async function callApi(method, path, body) {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${res.status}`);
}

async function openApp(url) {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    await open.focus();
    if ('navigate' in open) await open.navigate(url).catch(() => undefined);
    return;
  }
  await clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  const { taskId, url } = notification.data || {};
  notification.close();
  let work;
  if (event.action === 'complete' && taskId) work = callApi('PATCH', `/api/tasks/${taskId}/complete`, { completed: true });
  else if (event.action === 'snooze' && taskId) work = callApi('POST', `/api/tasks/${taskId}/snooze`, { minutes: 10 });
  // signed out, or offline: the task opens instead, where the user can act on it
  event.waitUntil(work ? work.catch(() => openApp(url || '/')) : openApp(url || '/'));
});
