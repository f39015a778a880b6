import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { focusQuickAdd, hasQuickAdd } from './focusQuickAdd.ts';
import { isTypingTarget, keyOf, modalOpen } from './keys.ts';
import { lookUp } from './registry.ts';

const CommandPalette = lazy(() => import('../search/CommandPalette.tsx'));
const ShortcutsOverlay = lazy(() => import('./ShortcutsOverlay.tsx'));

/** How long the second key of a sequence ("g" then "t") may wait. */
const SEQUENCE_MS = 1500;

/**
 * The app-wide shortcuts (registry.ts, scope "global") and the two layers they open: the command
 * palette and the "?" overlay. Ctrl/⌘-K works everywhere; single keys never while typing in a field
 * or while a dialog is open.
 */
export function GlobalShortcuts() {
  const navigate = useNavigate();
  const [palette, setPalette] = useState(false);
  const [help, setHelp] = useState(false);
  const pressed = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const quickAdd = useCallback(() => {
    if (!hasQuickAdd()) navigate('/tasks');
    focusQuickAdd();
  }, [navigate]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const key = keyOf(event);
      if (!key) return;
      if (key === 'Mod+k') {
        event.preventDefault();
        setPalette((open) => !open);
        return;
      }
      if (key.startsWith('Mod+') || isTypingTarget(event.target) || modalOpen()) return;
      const sequence = [...pressed.current, key];
      const { shortcut, prefix } = lookUp('global', sequence);
      clearTimeout(timer.current);
      pressed.current = prefix ? sequence : [];
      if (prefix) timer.current = setTimeout(() => (pressed.current = []), SEQUENCE_MS);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut.id === 'palette') setPalette(true);
      else if (shortcut.id === 'help') setHelp(true);
      else if (shortcut.id === 'quickAdd') quickAdd();
      else if (shortcut.id.startsWith('go:')) navigate(shortcut.id.slice(3));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      clearTimeout(timer.current);
    };
  }, [navigate, quickAdd]);

  return (
    <Suspense fallback={null}>
      {palette && <CommandPalette onClose={() => setPalette(false)} onQuickAdd={quickAdd} onShowShortcuts={() => setHelp(true)} />}
      {help && <ShortcutsOverlay onClose={() => setHelp(false)} />}
    </Suspense>
  );
}
