import { useCallback, useLayoutEffect, useRef } from 'react';
import { rescueFocus } from '../../lib/focusKeeper.ts';

/**
 * Focus goes back where it was when a dialog opened without a Radix Trigger (opened from state):
 * Radix returns it to its Trigger only, so it fell to <body>. When that element has gone meanwhile
 * (its row completed or deleted), the focus keeper finds the one that took its place.
 * Returns the dialog content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // before Radix moves focus into the dialog (its effect runs after layout effects)
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
  }, [open]);
  return useCallback((event: Event) => {
    event.preventDefault();
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus();
    else rescueFocus();
  }, []);
}
