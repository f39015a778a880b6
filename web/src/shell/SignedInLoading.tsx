import { useAuth } from '../auth/AuthProvider.tsx';
import { AuthCheckingScreen } from '../auth/AuthCheckingScreen.tsx';
import { ScreenLoading } from './ScreenLoading.tsx';

/** Shown while the signed-in part's code loads: the auth check screen while that check still runs. */
export function SignedInLoading() {
  const { status } = useAuth();
  return status === 'loading' ? <AuthCheckingScreen /> : <ScreenLoading />;
}
