import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from '../components/toast/toastStore.ts';
import { cachedUser, rememberUser } from '../offline/offlineUser.ts';
import { authApi, needsTwoFactor, type AuthUser, type LoginAnswer } from './authApi.ts';
import { adoptBrowserTimeZone } from './browserTimeZone.ts';
import { takeEarlyAuthCheck } from './earlyAuthCheck.ts';
import { onUnauthenticated } from './sessionEnded.ts';
import { readPendingUserId, storePendingUserId } from './pendingTwoFactor.ts';
import { refreshAdminListsLater } from './refreshAdminListsLater.ts';
import { notifyUserChange } from './userChange.ts';

// Spec section 4: re-checked on load, every 5 minutes and straight after login.
export const AUTH_RECHECK_MS = 5 * 60 * 1000;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export type AuthStatus = 'loading' | 'unauthenticated' | 'authenticated' | 'twoFactor';

type AuthContextValue = {
  status: AuthStatus;
  user: AuthUser | null;
  pendingUserId: number | null;
  checkAuth: () => Promise<AuthUser | null>;
  login: (username: string, password: string) => Promise<LoginAnswer>;
  verifyTwoFactor: (token: string) => Promise<AuthUser>;
  cancelTwoFactor: () => void;
  /** `redirectTo`: the identity provider's sign-out page, to go on to (it comes back to /login) */
  logout: () => Promise<{ redirectTo?: string }>;
  setUser: (user: AuthUser) => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<AuthUser | null>(null);
  const [checked, setChecked] = useState(false);
  const [pendingUserId, setPendingUserId] = useState<number | null>(readPendingUserId);
  const currentId = useRef<number | null>(null);
  const signingOut = useRef(false);

  const applyUser = useCallback((next: AuthUser | null) => {
    const nextId = next?.id ?? null;
    if (nextId !== currentId.current) {
      currentId.current = nextId;
      notifyUserChange(); // the Relay environment starts afresh (relay/environment.ts)
    }
    rememberUser(next); // OFFLINE LAYER: the app opens offline as the last user
    setUserState(next);
    // an admin session refreshes the admin user lists (spec section 4)
    if (next?.role === 'admin') refreshAdminListsLater();
  }, []);

  const setPending = useCallback((id: number | null) => {
    storePendingUserId(id);
    setPendingUserId(id);
  }, []);

  const checkAuth = useCallback(async () => {
    try {
      // the page load's check was asked for when the app's code started (earlyAuthCheck.ts)
      const answer = await (takeEarlyAuthCheck() ?? authApi.check());
      const next = answer.authenticated ? answer.user : null;
      // a transition: the screen that the answer lets in may still wait for its chunk or its
      // first query, both already loading; React then keeps this screen up until it is ready rather
      // than flashing a fallback, after which it would hold the screen back for 300 ms
      startTransition(() => {
        applyUser(next);
        if (next || !answer.requiresTwoFactor) setPending(null);
        setChecked(true);
      });
      return next;
    } catch (error) {
      const offlineUser = (error as { status?: number }).status ? null : cachedUser<AuthUser>();
      if (offlineUser) {
        applyUser(offlineUser); // OFFLINE LAYER: no answer, so keep the last signed-in user
      } else if ((error as { status?: number }).status) {
        applyUser(null); // a non-OK status means logged out
      } else {
        toast({
          title: 'Authentication Error',
          description: 'There was a problem checking your authentication status. Please try reloading the page.',
          variant: 'destructive',
        });
      }
      setChecked(true);
      return null;
    }
  }, [applyUser, setPending]);

  const userId = user?.id;
  useEffect(() => {
    if (!user || userId === undefined) return;
    adoptBrowserTimeZone(user).then(
      (next) => next && currentId.current === next.id && applyUser(next),
      () => {}, // offline or refused: the next sign-in tries again
    );
    // once per signed-in user, not on every refresh of the user
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  useEffect(() => {
    void checkAuth();
    const timer = setInterval(() => void checkAuth(), AUTH_RECHECK_MS);
    return () => clearInterval(timer);
  }, [checkAuth]);

  // a session ended elsewhere (signed out, rejected, password changed): back to /login, told why
  useEffect(() => {
    let checking = false;
    return onUnauthenticated(() => {
      if (checking || signingOut.current || currentId.current === null) return;
      checking = true;
      void checkAuth()
        .then((stillSignedIn) => {
          if (!stillSignedIn && currentId.current === null) {
            toast({ title: 'Signed out', description: SESSION_ENDED_MESSAGE, variant: 'destructive' });
          }
        })
        .finally(() => (checking = false));
    });
  }, [checkAuth]);

  const login = useCallback(
    async (username: string, password: string) => {
      const answer = await authApi.login(username, password);
      if (needsTwoFactor(answer)) {
        setPending(answer.userId);
        return answer;
      }
      setPending(null);
      applyUser(answer);
      void checkAuth();
      return answer;
    },
    [applyUser, checkAuth, setPending],
  );

  const verifyTwoFactor = useCallback(
    async (token: string) => {
      const userId = pendingUserId ?? readPendingUserId();
      if (!userId) throw new Error('User ID is missing for verification');
      const verified = await authApi.verifyTwoFactor(userId, token);
      setPending(null);
      applyUser(verified);
      void checkAuth();
      return verified;
    },
    [applyUser, checkAuth, pendingUserId, setPending],
  );

  const logout = useCallback(async () => {
    signingOut.current = true; // our own sign-out ends the live feeds too: not news to tell
    let answer: { redirectTo?: string };
    try {
      answer = await authApi.logout();
    } finally {
      signingOut.current = false;
    }
    setPending(null);
    applyUser(null);
    window.dispatchEvent(new Event('streamline:logout')); // features holding per-user state (chat) clear it
    return { redirectTo: answer.redirectTo };
  }, [applyUser, setPending]);

  const value = useMemo<AuthContextValue>(() => {
    const status: AuthStatus = !checked && !user ? 'loading' : user ? 'authenticated' : pendingUserId ? 'twoFactor' : 'unauthenticated';
    return {
      status,
      user,
      pendingUserId,
      checkAuth,
      login,
      verifyTwoFactor,
      cancelTwoFactor: () => setPending(null),
      logout,
      setUser: applyUser,
    };
  }, [applyUser, checkAuth, checked, login, logout, pendingUserId, setPending, user, verifyTwoFactor]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
