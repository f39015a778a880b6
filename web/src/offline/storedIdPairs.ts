import { localStore } from '../lib/browserStorage.ts';

/**
 * A bounded list of (temporary id → server id) pairs in localStorage under `key`, shared by the tabs
 * of this device: only the newest `kept` are kept.
 */
export function storedIdPairs<T extends string | number>(key: string, kept: number) {
  const read = (): Array<[T, number]> => {
    try {
      const pairs = JSON.parse(localStore.getItem(key) ?? '[]') as unknown;
      return Array.isArray(pairs) ? (pairs as Array<[T, number]>) : [];
    } catch {
      return [];
    }
  };
  return {
    read,
    /** Adds or replaces the pair of `tempId`; false when storage is full or disabled. */
    remember(tempId: T, serverId: number): boolean {
      try {
        const pairs = read().filter(([temp]) => temp !== tempId);
        localStore.setItem(key, JSON.stringify([...pairs, [tempId, serverId]].slice(-kept)));
        return true;
      } catch {
        return false;
      }
    },
  };
}
