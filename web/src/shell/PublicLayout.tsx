import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { forgetPreloaded } from '../relay/preloadedFetch.ts';
import { ScreenLoading } from './ScreenLoading.tsx';

/** /login and /setup-2fa: no app chrome, no Relay; the screen alone. */
export function PublicLayout() {
  const { pathname } = useLocation();
  // signed out or signing in: no screen answer preloaded for the previous user may be served
  useEffect(() => forgetPreloaded(), []);
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
