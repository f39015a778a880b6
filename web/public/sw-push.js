/* global self, clients, indexedDB, caches */
// Web Push in the service worker (imported by the generated service-worker.js, see web/src/sw/swConfig.ts):
// a reminder shows as a notification with "Complete" and "Snooze 10 min"; the actions call the API
// with the session cookie, and a click elsewhere on it opens the task. Taken offline, an action is
// queued in the app's offline queue (docs/offline.md) as the reminder's user's, and replayed with
// that user's session only.

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const taskId = typeof message.taskId === 'number' ? message.taskId : null;
  const userId = typeof message.userId === 'number' ? message.userId : null;
  event.waitUntil(
    self.registration.showNotification(message.title || 'Streamline', {
      body: message.body || '',
      tag: message.tag || undefined,
      renotify: !!message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { taskId, userId, url: message.url || (taskId ? `/tasks/${taskId}` : '/') },
      actions: taskId
        ? [
            { action: 'complete', title: 'Complete' },
            { action: 'snooze', title: 'Snooze 10 min' },
          ]
        : [],
    }),
  );
});

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** The request an action sends online, and what it queues offline (as the app queues a completion: an edit). */
function requestsOf(action, taskId) {
  if (action === 'complete') {
    return {
      online: { method: 'PATCH', url: `/api/tasks/${taskId}/complete`, body: { completed: true } },
      queued: (stamp, baseUpdatedAt) => ({
        method: 'PATCH',
        url: `/api/tasks/${taskId}`,
        body: { completed: true, offlineEdit: { baseUpdatedAt, changedAt: { completed: stamp } } },
      }),
    };
  }
  if (action === 'snooze') {
    const snooze = { method: 'POST', url: `/api/tasks/${taskId}/snooze`, body: { minutes: 10 } };
    return { online: snooze, queued: () => snooze };
  }
  return null;
}

class Offline extends Error {}

/** Resolves when the server took it; throws Offline with no answer, an Error with the status otherwise. */
async function callApi({ method, url, body }) {
  if (self.navigator.onLine === false) throw new Offline();
  let res;
  try {
    res = await fetch(url, { method, credentials: 'include', headers: JSON_HEADERS, body: JSON.stringify(body) });
  } catch {
    throw new Offline();
  }
  if (!res.ok) throw new Error(`${res.status}`);
}

/** The user the session cookie signs in now, or null; throws Offline with no answer. */
async function sessionUser() {
  if (self.navigator.onLine === false) throw new Offline();
  let res;
  try {
    res = await fetch('/api/auth/check', { credentials: 'include', headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch {
    throw new Offline();
  }
  const session = res.ok ? await res.json().catch(() => null) : null;
  return session && session.user && typeof session.user.id === 'number' ? session.user.id : null;
}

async function openApp(url) {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    await open.focus().catch(() => undefined); // focusing needs the click's user activation
    if ('navigate' in open) await open.navigate(url).catch(() => undefined);
    return;
  }
  await clients.openWindow(url);
}

// --- the app's offline queue (web/src/offline/db.ts: database "streamline", stores "tasks" and "pendingActions")

const DB_NAME = 'streamline';
const TASKS = 'tasks';
const PENDING = 'pendingActions';
const SYNC_TAG = 'streamline-push-actions';
// web/src/offline/workerMark.ts reads it
const WORKER_MARK_CACHE = 'streamline-worker-marks';
const WORKER_MARK_URL = '/__streamline/local-work-changed';
let lastSeq = 0;

const done = (request) =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** The app's database at whatever version it has; made as the app makes it when the app never opened it. */
function openQueue() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(TASKS)) db.createObjectStore(TASKS, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(PENDING)) db.createObjectStore(PENDING, { keyPath: 'id' });
    };
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close(); // never block the app's upgrade
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('offline database blocked'));
  });
}

/** web/src/offline/ownership.ts: a record's owner is its ownerId, else (a task) its userId. */
const ownerOf = (record) => (typeof record.ownerId === 'number' ? record.ownerId : typeof record.userId === 'number' ? record.userId : null);

function randomId() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Queues the action as `userId`'s, as the app queues its own (web/src/offline/queue.ts, taskRepository.ts):
 * a completion marks the user's local copy of the task completed and pending. Answers the task's local name.
 */
async function queueAction(action, taskId, userId) {
  const db = await openQueue();
  try {
    const tx = db.transaction([TASKS, PENDING], 'readwrite');
    const now = Date.now();
    const stamp = new Date(now).toISOString();
    const stored = await done(tx.objectStore(TASKS).get(taskId));
    const local = stored && ownerOf(stored) === userId ? stored : null;
    const request = requestsOf(action, taskId).queued(stamp, local && typeof local.updatedAt === 'string' ? local.updatedAt : null);
    if (local && action === 'complete') {
      tx.objectStore(TASKS).put({
        ...local,
        completed: true,
        localChangedAt: { ...(local.localChangedAt || {}), completed: stamp },
        syncStatus: 'modified',
        isOffline: true,
        pendingSync: true,
      });
    }
    lastSeq = Math.max(lastSeq + 1, now * 1000);
    tx.objectStore(PENDING).put({
      id: randomId(),
      type: 'UPDATE',
      entityType: 'task',
      entityId: taskId,
      data: { url: request.url, method: request.method, headers: { ...JSON_HEADERS }, body: JSON.stringify(request.body), timestamp: stamp },
      seq: lastSeq,
      ownerId: userId,
      queuedBy: 'push',
    });
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error || new Error('aborted'));
    });
    return local ? local.name : null;
  } finally {
    db.close();
  }
}

/** Open windows of the app sync their user's queue (web/src/offline/startOfflineSync.ts listens). */
async function tellWindows(type) {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  windows.forEach((w) => w.postMessage({ type }));
  return windows.length;
}

async function queueOffline(notification, action) {
  const { taskId, userId, url } = notification.data;
  const name = await queueAction(action, taskId, userId);
  await tellWindows('streamline-queued');
  if (self.registration.sync) await self.registration.sync.register(SYNC_TAG).catch(() => undefined);
  if (action === 'complete') {
    const task = name || notification.title.replace(/^Reminder: /, '');
    await self.registration.showNotification('Completed offline', {
      body: `"${task}" will be marked complete when you are back online.`,
      tag: notification.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { taskId, userId, url },
    });
  }
}

async function act(notification, action) {
  const { taskId, userId, url } = notification.data || {};
  const requests = taskId ? requestsOf(action, taskId) : null;
  if (!requests) return openApp(url || '/');
  try {
    // another user signed in here: their session must not act on this user's reminder
    if (typeof userId === 'number' && (await sessionUser()) !== userId) throw new Error('401');
    await callApi(requests.online);
  } catch (error) {
    // offline: queued as the reminder's user's (a reminder from a server that does not say whose opens the task);
    // signed out (401), someone else signed in, or refused: the task opens, where the user can act on it
    if (error instanceof Offline && typeof userId === 'number') {
      try {
        return await queueOffline(notification, action);
      } catch {
        /* no offline database: the task opens */
      }
    }
    return openApp(url || '/');
  }
}

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  notification.close();
  event.waitUntil(act(notification, event.action));
});

/**
 * Back online (Background Sync): an open window of the app replays its user's whole queue. With none open,
 * the actions queued here are replayed for the user signed in now, through the app's batch route
 * (their Idempotency-Key is the action's id, as in the app's replay, so a replay by both writes once),
 * each only when no earlier queued action is about its task; the rest wait for the app.
 */
async function replayQueued() {
  if (await tellWindows('streamline-sync')) return;
  const me = await sessionUser(); // no answer: throws, and the browser fires the sync again later
  if (me === null) return;
  const db = await openQueue();
  try {
    const queued = (await done(db.transaction(PENDING).objectStore(PENDING).getAll())).filter((a) => ownerOf(a) === me).sort((a, b) => a.seq - b.seq);
    const earlier = new Set();
    const ready = [];
    for (const a of queued) {
      const about = String(a.localId || a.entityId);
      if (a.queuedBy === 'push' && !earlier.has(about) && !earlier.has('reorder')) ready.push(a);
      earlier.add(about);
    }
    if (!ready.length) return;
    const res = await fetch('/api/sync/batch', {
      method: 'POST',
      credentials: 'include',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        actions: ready.map((a) => ({ method: a.data.method, url: a.data.url, idempotencyKey: a.id, body: a.data.body, taskName: null })),
      }),
    });
    if (!res.ok) return;
    const { results } = await res.json();
    await keepAnswers(db, me, queued, ready, results);
    await markLocalWorkChanged(me);
  } finally {
    db.close();
  }
}

/** Whether the answer settles the action: taken, or refused for good (a 408, 409, 429 or 5xx is tried again). */
const settles = (result) => !!result && ![408, 409, 429].includes(result.status) && result.status < 500;

/**
 * Writes what the replayed answers mean to the queue and the user's local copies, as the app's replay does
 * (web/src/offline/db.ts applyReplayBatch): an answered action leaves the queue; a task the server answered
 * is stored as the server's copy, or only takes its updatedAt while later actions about it still wait; a
 * refused change's pending local copy goes (the app's next mirror brings the server's back). The copies
 * carry `workerRefreshedAt`: the app's remembered screens predate them, so it lays them over those
 * screens until its next mirror of the server's list (web/src/offline/taskRepository.ts readLocalWork).
 */
async function keepAnswers(db, me, queued, ready, results) {
  const stamp = new Date().toISOString();
  const settled = new Set(ready.filter((a, i) => settles(results[i])).map((a) => a.id));
  const waiting = queued.filter((a) => !settled.has(a.id));
  const stillWaits = (taskId) => waiting.some((a) => String(a.localId || a.entityId) === String(taskId) || a.entityId === 'reorder');
  const tx = db.transaction([TASKS, PENDING], 'readwrite');
  const tasks = tx.objectStore(TASKS);
  for (const [i, a] of ready.entries()) {
    if (!settled.has(a.id)) continue;
    tx.objectStore(PENDING).delete(a.id);
    const { status, body } = results[i];
    const local = await done(tasks.get(a.entityId));
    const mine = local && ownerOf(local) === me ? local : null;
    if (status < 300 && body && typeof body.id === 'number') {
      if (stillWaits(body.id)) {
        if (mine) tasks.put({ ...mine, updatedAt: body.updatedAt });
      } else {
        const { offlineMerge: _merge, ...server } = body;
        tasks.put({ ...server, syncStatus: 'synced', isOffline: false, pendingSync: false, ownerId: me, workerRefreshedAt: stamp });
      }
    } else if (status >= 400 && mine && mine.syncStatus !== 'synced' && !stillWaits(a.entityId)) {
      tasks.delete(a.entityId);
    }
  }
  await new Promise((resolve) => (tx.oncomplete = tx.onerror = tx.onabort = resolve));
}

/**
 * Tells the app, on its next start, that local work changed with no window open (web/src/offline/workerMark.ts):
 * its "nothing local to lay over the screens" mark lives in localStorage, which a worker cannot reach.
 */
async function markLocalWorkChanged(userId) {
  try {
    const cache = await caches.open(WORKER_MARK_CACHE);
    const previous = await cache.match(WORKER_MARK_URL);
    const users = previous ? await previous.json().catch(() => []) : [];
    await cache.put(WORKER_MARK_URL, new Response(JSON.stringify([...new Set([...users, userId])]), { headers: { 'Content-Type': 'application/json' } }));
  } catch {
    /* no Cache Storage: the app lays the copies over its screens once something else changes its mark */
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(replayQueued());
});
