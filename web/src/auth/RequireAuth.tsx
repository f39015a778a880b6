import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPathFor } from '../lib/redirect.ts';
import { useAuth } from './AuthProvider.tsx';
import { AuthCheckingScreen } from './AuthCheckingScreen.tsx';

/** Every route but /login and /setup-2fa: signed-out visitors go to /login?redirect=<path>. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <AuthCheckingScreen />;
  if (status !== 'authenticated') {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
