/**
 * What is in flight (requests, a thread's queries), by the id it was given when it left.
 *
 * Not a Map or a Set (issue 9). A long-lived Map or Set that takes one entry and drops it per request
 * is re-hashed by V8 every few dozen requests, and each old table keeps a link to the table that
 * replaced it (for iterators still walking the old one). Once a full collection has moved one such
 * table to the old generation, that dead table keeps its successor, and the entries in it, alive
 * through every young collection, and the successor keeps the next one: from then on every request's
 * objects are promoted and die in the old generation (60–130 MB/s on the task list, scavenges of 4 ms
 * and more, until the process ends).
 * `npx tsx bench/tools/map-churn.ts` shows it in isolation. A plain object's integer keys have no
 * such link.
 */
export class InFlight<T> {
  private byId: Record<number, T> = Object.create(null);
  private count = 0;
  private nextId = 1;

  /** Adds `value` and returns its id, new for each call. */
  add(value: T): number {
    const id = this.nextId++;
    this.byId[id] = value;
    this.count++;
    return id;
  }

  /** Removes the entry of `id` and returns its value; undefined when there is none (already taken). */
  take(id: number): T | undefined {
    const value = this.byId[id];
    if (value === undefined) return undefined;
    delete this.byId[id];
    this.count--;
    return value;
  }

  get size(): number {
    return this.count;
  }

  values(): T[] {
    return Object.values(this.byId);
  }

  /** Removes every entry and returns their values. */
  takeAll(): T[] {
    const all = this.values();
    this.byId = Object.create(null);
    this.count = 0;
    return all;
  }
}
