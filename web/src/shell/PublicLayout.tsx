import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { ScreenLoading } from './ScreenLoading.tsx';

/** /login and /setup-2fa: no app chrome, no Relay; the screen alone. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
