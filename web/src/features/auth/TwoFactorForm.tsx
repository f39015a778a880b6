import { useState, type FormEvent } from 'react';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/http.ts';
import { CodeInput } from './CodeInput.tsx';
import { validateToken } from './validation.ts';

export function TwoFactorForm({ onVerified }: { onVerified: () => void }) {
  const { pendingUserId, verifyTwoFactor, cancelTwoFactor } = useAuth();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateToken(token);
    setError(problem);
    if (problem) return;
    if (!pendingUserId) {
      toast({ title: 'Verification failed', description: 'User ID is missing for verification', variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      await verifyTwoFactor(token);
      toast({ title: 'Authentication successful', variant: 'success' });
      onVerified();
    } catch (err) {
      setToken('');
      toast({ title: 'Verification failed', description: errorMessage(err, 'Invalid verification code'), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="grid size-12 place-items-center rounded-2xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
          <ShieldCheck className="size-6" aria-hidden />
        </span>
        <div>
          <h2 className="text-xl font-semibold tracking-tight text-slate-900">Two-Factor Authentication</h2>
          <p className="mt-1 text-sm text-slate-500">Enter the 6-digit code from your authenticator app.</p>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Two-factor code">
        <Field label="Verification code" error={error}>
          {(p) => <CodeInput {...p} value={token} onChange={(v) => (setToken(v), error && setError(validateToken(v)))} autoFocus />}
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          {submitting && <Spinner />}
          {submitting ? 'Verifying...' : 'Verify Code'}
        </Button>
        <Button variant="ghost" className="w-full" onClick={cancelTwoFactor} disabled={submitting}>
          <ArrowLeft aria-hidden /> Back to Login
        </Button>
      </form>
    </div>
  );
}
