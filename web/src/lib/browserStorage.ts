/**
 * localStorage and sessionStorage as the app uses them. A browser that blocks cookies also denies
 * both storages (reading `window.localStorage` throws a SecurityError), so each falls back to memory
 * for the page's life: the app still starts and can tell the user that cookies are needed.
 */
export interface BrowserStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  keys(): string[];
}

function memoryStorage(): BrowserStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    keys: () => [...values.keys()],
  };
}

function storageOrMemory(read: () => Storage): BrowserStorage {
  let storage: Storage;
  try {
    storage = read();
    storage.getItem('streamline:probe');
  } catch {
    return memoryStorage();
  }
  const fallback = memoryStorage();
  const guarded =
    <A extends unknown[], R>(real: (...args: A) => R, instead: (...args: A) => R) =>
    (...args: A): R => {
      try {
        return real(...args);
      } catch {
        // full (QuotaExceededError) or revoked while open: keep going in memory
        return instead(...args);
      }
    };
  return {
    getItem: guarded((key: string) => storage.getItem(key) ?? fallback.getItem(key), fallback.getItem),
    setItem: guarded((key: string, value: string) => storage.setItem(key, value), fallback.setItem),
    removeItem: guarded((key: string) => storage.removeItem(key), fallback.removeItem),
    keys: guarded(() => Object.keys(storage), fallback.keys),
  };
}

export const localStore: BrowserStorage = storageOrMemory(() => window.localStorage);
export const sessionStore: BrowserStorage = storageOrMemory(() => window.sessionStorage);
