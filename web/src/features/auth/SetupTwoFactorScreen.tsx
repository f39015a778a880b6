import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckCircle2, KeyRound, RefreshCw } from 'lucide-react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { authApi, type TwoFactorSetup } from '../../auth/authApi.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ApiError } from '../../lib/http.ts';
import { Logo } from '../../shell/Logo.tsx';
import { CodeInput } from './CodeInput.tsx';
import { validateToken } from './validation.ts';

const LOAD_FAILED = 'Failed to load two-factor authentication setup. Please try again.';
type Phase = 'loading' | 'ready' | 'failed' | 'enabled';

export default function SetupTwoFactorScreen() {
  const { user, setUser, checkAuth } = useAuth();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>(user?.twoFactorEnabled ? 'enabled' : 'loading');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [token, setToken] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  // each load makes a new secret on the server: only the latest answer is shown
  const latest = useRef(0);
  const load = useCallback(async () => {
    const request = ++latest.current;
    setPhase('loading');
    try {
      const answer = await authApi.setupTwoFactor();
      if (request !== latest.current) return;
      setSetup(answer);
      setPhase('ready');
    } catch (err) {
      if (request !== latest.current) return;
      if (err instanceof ApiError && /already enabled/i.test(err.serverMessage ?? '')) return setPhase('enabled');
      setPhase('failed');
      toast({ title: 'Setup failed', description: LOAD_FAILED, variant: 'destructive' });
    }
  }, []);

  const alreadyEnabled = !!user?.twoFactorEnabled;
  useEffect(() => {
    if (!alreadyEnabled) void load();
  }, [alreadyEnabled, load]);

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateToken(token);
    setError(problem);
    if (problem || !setup) return;
    setSubmitting(true);
    try {
      const answer = await authApi.enableTwoFactor(setup.userId, token);
      if (answer.user) setUser(answer.user);
      else void checkAuth();
      setPhase('enabled');
      toast({ title: 'Two-factor authentication enabled', description: 'Two-factor authentication has been enabled for your account.', variant: 'success' });
    } catch (err) {
      setToken('');
      const wrongCode = err instanceof ApiError && err.status === 400 && /code/i.test(err.serverMessage ?? '');
      toast(
        wrongCode
          ? { title: 'Verification failed', description: 'Invalid verification code. Please try again.', variant: 'destructive' }
          : { title: 'Setup failed', description: 'Failed to setup two-factor authentication', variant: 'destructive' },
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md animate-rise-in">
        <Logo className="mb-6 justify-center" />
        <div className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
          {phase === 'loading' && (
            <div role="status" className="flex flex-col items-center gap-3 py-12 text-sm text-slate-500">
              <Spinner className="size-6 text-indigo-600" />
              Loading two-factor authentication setup...
            </div>
          )}

          {phase === 'failed' && (
            <div className="flex flex-col items-center gap-4 py-6 text-center">
              <p className="text-sm text-slate-600">{LOAD_FAILED}</p>
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => void load()}>
                  <RefreshCw aria-hidden /> Try again
                </Button>
                <Button variant="ghost" onClick={() => navigate('/')}>
                  Skip for now
                </Button>
              </div>
            </div>
          )}

          {phase === 'enabled' && (
            <div className="flex flex-col items-center gap-4 py-4 text-center">
              <span className="grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-600 ring-1 ring-emerald-100">
                <CheckCircle2 className="size-7" aria-hidden />
              </span>
              <div>
                <h1 className="text-xl font-semibold tracking-tight text-slate-900">Two-Factor Authentication Enabled</h1>
                <p className="mt-1 text-sm text-slate-500">From now on you will enter a code from your authenticator app when you log in.</p>
              </div>
              <Button size="lg" className="w-full" onClick={() => navigate('/')}>
                Return to Dashboard
              </Button>
            </div>
          )}

          {phase === 'ready' && setup && (
            <form onSubmit={verify} noValidate className="grid gap-5" aria-label="Enable two-factor authentication">
              <div>
                <h1 className="text-xl font-semibold tracking-tight text-slate-900">Set up two-factor authentication</h1>
                <p className="mt-1 text-sm text-slate-500">Scan the QR code with an authenticator app, then enter the 6-digit code it shows.</p>
              </div>
              <div className="flex justify-center rounded-xl border border-slate-200 bg-white p-3">
                <img src={setup.qrCode} alt="QR code for your authenticator app" className="size-48" />
              </div>
              <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                <p className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
                  <KeyRound className="size-3.5" aria-hidden /> Can't scan? Enter this secret key manually:
                </p>
                <code data-testid="totp-secret" className="mt-1.5 block font-mono text-sm font-semibold tracking-wider break-all text-slate-900 select-all">
                  {setup.secret}
                </code>
              </div>
              <Field label="Verification code" error={error}>
                {(p) => <CodeInput {...p} value={token} onChange={(v) => (setToken(v), error && setError(validateToken(v)))} />}
              </Field>
              <div className="grid gap-2">
                <Button type="submit" size="lg" className="w-full" disabled={submitting}>
                  {submitting && <Spinner />}
                  Verify and Enable
                </Button>
                <Button variant="ghost" className="w-full" onClick={() => navigate('/')} disabled={submitting}>
                  Skip for now
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}
