import { lazy, Suspense, useEffect, useState } from 'react';
import { currentToasts, onToastsChange } from './toastStore.ts';

const Toaster = lazy(() => import('./Toaster.tsx').then(({ Toaster }) => ({ default: Toaster })));

/**
 * Mounts the toast layer (Radix Toast, icons) with the first toast, so pages that never toast
 * (most visits of /login) do not load it. The store keeps toasts raised before it loads.
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(() => currentToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    if (currentToasts().length > 0) return setNeeded(true);
    return onToastsChange(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
