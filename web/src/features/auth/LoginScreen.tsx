import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from 'radix-ui';
import { CircleAlert, CookieIcon, Info } from 'lucide-react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { cookiesEnabled } from '../../auth/cookies.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { Logo } from '../../shell/Logo.tsx';
import { LoginForm } from './LoginForm.tsx';
import { OidcSignIn } from './OidcSignIn.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { TwoFactorForm } from './TwoFactorForm.tsx';
import { FEATURES, WelcomePanel } from './WelcomePanel.tsx';

// Spec section 9: the screen appears after 500 ms; redirect 500 ms after login, 100 ms after a 2FA code.
export const LOGIN_SCREEN_DELAY_MS = 500;
export const LOGIN_REDIRECT_MS = 500;
export const TWO_FACTOR_REDIRECT_MS = 100;

const tabClass =
  'flex-1 cursor-pointer rounded-md py-2 text-sm font-medium text-slate-500 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

function showCookiesDisabled() {
  toast({ title: 'Cookies Disabled', description: 'Please enable cookies in your browser to log in.', variant: 'destructive' });
}

export default function LoginScreen() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const [visible, setVisible] = useState(false);
  // an invitation e-mailed to an address without an account links here to register
  const [tab, setTab] = useState(params.get('register') ? 'register' : 'login');
  // a sign-in with the OpenID Connect provider that ended without a session comes back with a sentence
  const [notice, setNotice] = useState<string | null>(params.get('notice'));
  const signInError = params.get('error');
  const [cookiesBlocked, setCookiesBlocked] = useState(false);
  const decided = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOGIN_SCREEN_DELAY_MS);
    if (!cookiesEnabled()) {
      setCookiesBlocked(true);
      showCookiesDisabled();
    }
    return () => clearTimeout(timer);
  }, []);

  // Someone already signed in who opens /login goes straight on.
  useEffect(() => {
    if (decided.current || status === 'loading') return;
    decided.current = true;
    if (status === 'authenticated') navigate(target, { replace: true });
  }, [navigate, status, target]);

  const ensureCookies = () => {
    if (cookiesEnabled()) return true;
    setCookiesBlocked(true);
    showCookiesDisabled();
    return false;
  };
  const goOnAfter = (ms: number) => setTimeout(() => navigate(target, { replace: true }), ms);

  if (!visible) return <div className="min-h-screen bg-slate-50" aria-busy="true" />;

  return (
    <div className="grid min-h-screen animate-fade-in bg-slate-50 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className="hidden lg:block">
        <WelcomePanel />
      </div>
      <main className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md animate-rise-in">
          <div className="mb-8 lg:hidden">
            <Logo />
            <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">Welcome to Streamline</h1>
            <p className="mt-1 text-sm text-slate-500">Streamlined AI based task system</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {FEATURES.map(({ title, icon: Icon }) => (
                <li key={title} className="flex items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-xs text-slate-600 ring-1 ring-slate-200">
                  <Icon className="size-3.5 text-indigo-500" aria-hidden /> {title}
                </li>
              ))}
            </ul>
          </div>

          <div className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
            {cookiesBlocked && (
              <p role="alert" className="mb-5 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                <CookieIcon className="mt-0.5 size-4 shrink-0" aria-hidden /> Please enable cookies in your browser to log in.
              </p>
            )}
            {status === 'twoFactor' ? (
              <TwoFactorForm onVerified={() => goOnAfter(TWO_FACTOR_REDIRECT_MS)} />
            ) : (
              <Tabs.Root value={tab} onValueChange={setTab}>
                <div className="mb-6">
                  <h2 className="text-xl font-semibold tracking-tight text-slate-900">{tab === 'login' ? 'Sign in to your account' : 'Create your account'}</h2>
                  <p className="mt-1 text-sm text-slate-500">
                    {tab === 'login' ? 'Welcome back! Enter your details to continue.' : 'New accounts are approved by an administrator.'}
                  </p>
                </div>
                <Tabs.List aria-label="Login or register" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
                  <Tabs.Trigger value="login" className={tabClass}>
                    Login
                  </Tabs.Trigger>
                  <Tabs.Trigger value="register" className={tabClass}>
                    Register
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="login" className="outline-none">
                  {signInError && (
                    <p role="alert" data-testid="sign-in-error" className="mb-5 flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
                      <CircleAlert className="mt-0.5 size-4 shrink-0 text-red-500" aria-hidden /> {signInError}
                    </p>
                  )}
                  {notice && (
                    <p
                      role="status"
                      data-testid="registration-notice"
                      className="mb-5 flex gap-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900 ring-1 ring-indigo-100"
                    >
                      <Info className="mt-0.5 size-4 shrink-0 text-indigo-500" aria-hidden /> {notice}
                    </p>
                  )}
                  <LoginForm ensureCookies={ensureCookies} onSignedIn={() => goOnAfter(LOGIN_REDIRECT_MS)} />
                  <OidcSignIn redirect={target} ensureCookies={ensureCookies} />
                </Tabs.Content>
                <Tabs.Content value="register" className="outline-none">
                  <RegisterForm
                    onRegistered={(answer) => {
                      setNotice(answer.status === 'approved' ? null : (answer.message ?? null));
                      setTab('login');
                    }}
                  />
                </Tabs.Content>
              </Tabs.Root>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
