import { useEffect, useRef } from 'react';

/**
 * The open dialogs, popovers (a popover is a non-modal dialog) and tooltips, newest last, each with
 * how it closes. Radix ranks its layers by when they mounted and lets only the top one see Escape, so a
 * toast that appears while one is open (an undo after an action, a save error, going offline) would
 * take the Escape meant for it: the toast layer hands it to the newest open one instead (see
 * Toaster.tsx), which is the popover when one is open over a dialog, and a tooltip open over either.
 */
const open: Array<{ close: () => void }> = [];

/** Registers a dialog, popover or tooltip while it is open; `close` is what its own Escape would do. */
export function useDialogLayer(isOpen: boolean, close: () => void) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);
  useEffect(() => {
    if (!isOpen) return;
    const entry = { close: () => closeRef.current() };
    open.push(entry);
    return () => void open.splice(open.indexOf(entry), 1);
  }, [isOpen]);
}

/** Closes the newest open dialog, popover or tooltip; false when none is open. */
export function closeTopDialog(): boolean {
  const top = open.at(-1);
  top?.close();
  return top !== undefined;
}
