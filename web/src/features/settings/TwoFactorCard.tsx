import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks.js';
import { commitLocalUpdate } from 'relay-runtime';
import { useNavigate } from 'react-router-dom';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { TwoFactorCard_user$key } from '../../__generated__/TwoFactorCard_user.graphql.ts';
import { tokenSchema } from '../../../../shared/auth/validation.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { apiRequest, errorMessage } from '../../lib/http.ts';
import { CodeInput } from '../auth/CodeInput.tsx';

type Props = { user: TwoFactorCard_user$key };

/** Two-factor status: "Enable" goes to /setup-2fa; "Disable" asks for a current 6-digit code. */
export function TwoFactorCard({ user }: Props) {
  const data = useFragment(
    graphql`
      fragment TwoFactorCard_user on User {
        id
        twoFactorEnabled
      }
    `,
    user,
  );
  const navigate = useNavigate();
  const Icon = data.twoFactorEnabled ? ShieldCheck : ShieldOff;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            className={
              data.twoFactorEnabled
                ? 'grid size-10 place-items-center rounded-xl bg-emerald-50 text-emerald-600 ring-1 ring-emerald-100'
                : 'grid size-10 place-items-center rounded-xl bg-slate-100 text-slate-500 ring-1 ring-slate-200'
            }
          >
            <Icon className="size-5" aria-hidden />
          </span>
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              Two-factor authentication
              {data.twoFactorEnabled ? <Badge tone="green">On</Badge> : <Badge tone="neutral">Off</Badge>}
            </p>
            <p className="text-xs text-slate-500">
              {data.twoFactorEnabled ? 'Signing in asks for a code from your authenticator app.' : 'Only your password protects this account.'}
            </p>
          </div>
        </div>
        {!data.twoFactorEnabled && <Button onClick={() => navigate('/setup-2fa')}>Enable</Button>}
      </div>
      {data.twoFactorEnabled && <DisableForm userId={data.id} />}
    </div>
  );
}

function DisableForm({ userId }: { userId: string }) {
  const { user, setUser } = useAuth();
  const environment = useRelayEnvironment();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = tokenSchema.safeParse(token);
    if (!check.success) return setError(check.error.issues[0].message);
    setError(undefined);
    setBusy(true);
    try {
      await apiRequest('/api/auth/disable-2fa', { method: 'POST', body: { token } });
      commitLocalUpdate(environment, (store) => store.get(userId)?.setValue(false, 'twoFactorEnabled'));
      if (user) setUser({ ...user, twoFactorEnabled: false });
      toast({ title: 'Two-factor authentication disabled', description: 'Signing in now needs only your password.' });
    } catch (failure) {
      const message = errorMessage(failure, 'Could not disable two-factor authentication. Please try again.');
      setError(message);
      toast({ title: 'Could not disable two-factor authentication', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
      setToken('');
    }
  };

  return (
    <form
      aria-label="Disable two-factor authentication"
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <p className="text-sm text-slate-600">To turn it off, enter the current code from your authenticator app.</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-56">
          <Field label="Authentication code" error={error}>
            {(p) => <CodeInput {...p} value={token} onChange={setToken} />}
          </Field>
        </div>
        <Button type="submit" variant="danger" disabled={busy} className="sm:mt-[30px]">
          {busy ? 'Disabling...' : 'Disable'}
        </Button>
      </div>
    </form>
  );
}
