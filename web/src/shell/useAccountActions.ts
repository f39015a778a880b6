import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider.tsx';
import { toast } from '../components/toast/toastStore.ts';
import { errorMessage } from '../lib/http.ts';

/** Logout and the 2FA button, shared by the sidebar and the mobile menu (their error toasts differ). */
export function useAccountActions() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();

  const signOut = async (from: 'sidebar' | 'menu') => {
    try {
      const { redirectTo } = await logout();
      // single sign-on: the provider ends its session too, then sends the browser back to /login
      if (redirectTo) return window.location.assign(redirectTo);
      toast({ title: 'Logged out successfully', variant: 'success' });
      navigate('/login');
    } catch (error) {
      toast(
        from === 'sidebar'
          ? { title: 'Error', description: 'Failed to log out. Please try again.', variant: 'destructive' }
          : { title: 'Logout failed', description: errorMessage(error, 'Failed to logout'), variant: 'destructive' },
      );
    }
  };

  const twoFactorEnabled = !!user?.twoFactorEnabled;
  const openTwoFactor = () => {
    if (twoFactorEnabled) {
      toast({ title: '2FA Enabled', description: 'Two-factor authentication is already enabled for your account.' });
      return;
    }
    navigate('/setup-2fa');
  };

  return { user, signOut, twoFactorEnabled, twoFactorLabel: twoFactorEnabled ? '2FA Enabled' : 'Setup 2FA', openTwoFactor };
}
