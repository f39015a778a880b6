import { useCallback, useEffect, useState } from 'react';
import { localStore } from '../lib/browserStorage.ts';

export const SIDEBAR_COLLAPSED_KEY = 'sidebar-collapsed';
export const SIDEBAR_CHANGE_EVENT = 'sidebar-collapsed-change';

function read(): boolean {
  try {
    return localStore.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The collapsed flag lives in local storage; other tabs (storage event) and components (custom event) follow it. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsedState] = useState(read);

  useEffect(() => {
    const sync = () => setCollapsedState(read());
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === SIDEBAR_COLLAPSED_KEY) sync();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(SIDEBAR_CHANGE_EVENT, sync);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(SIDEBAR_CHANGE_EVENT, sync);
    };
  }, []);

  const setCollapsed = useCallback((next: boolean) => {
    try {
      localStore.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
    } catch {
      // private mode: the flag just does not persist
    }
    setCollapsedState(next);
    window.dispatchEvent(new CustomEvent(SIDEBAR_CHANGE_EVENT, { detail: { collapsed: next } }));
  }, []);

  return [collapsed, setCollapsed];
}
