/** Ids of offline work (spec section 3). */

/** `temp-` + a timestamp + a random string: the id of a task created without the server. */
export function tempTaskId(now = Date.now()): string {
  return `temp-${now}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A task id that only exists on this device (a string id). */
export function isLocalId(id: unknown): id is string {
  return typeof id === 'string';
}

/**
 * The entity of a queued request: the {id} of /api/tasks/{id} as a number when numeric, else the
 * text; with no id in the path, pending- plus a timestamp.
 */
export function entityIdFromUrl(url: string, now = Date.now()): number | string {
  const match = /\/api\/tasks\/([^/?#]+)/.exec(url);
  if (!match) return `pending-${now}`;
  const raw = decodeURIComponent(match[1]);
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/** A random UUID; crypto.randomUUID needs a secure context, so plain-HTTP LAN installs get a v4 fallback. */
export function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      /* insecure context */
    }
  }
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The Relay rowId of a task created offline: minus its creation timestamp (0 stays "being saved"). */
export function tempRowId(tempId: string): number {
  return -Number(tempId.split('-')[1] ?? Date.now());
}
