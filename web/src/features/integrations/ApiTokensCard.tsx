import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { apiRequest, errorMessage } from '../../lib/http.ts';
import { Checkbox } from '../settings/Checkbox.tsx';
import { SCOPE_LABELS, TOKEN_SCOPES, type TokenScope } from '../../../../shared/tokens/scopes.ts';
import { SecretOnce } from './SecretOnce.tsx';
import { AgentConfig } from './AgentConfig.tsx';
import { rememberedGet } from '../../offline/rememberedGet.ts';

type ApiToken = {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  expiresAt: string;
  lastUsedAt: string | null;
  state: 'active' | 'expired' | 'revoked';
};

const LIFETIMES = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
];

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** Personal API tokens: make one (shown once), see when each was last used, revoke one. */
export function ApiTokensCard() {
  const [tokens, setTokens] = useState<ApiToken[] | null>(null);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['tasks:read']);
  const [days, setDays] = useState(30);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const load = useCallback(async () => setTokens(await rememberedGet<ApiToken[]>('/api/tokens')), []);
  useEffect(() => {
    rememberedGet<ApiToken[]>('/api/tokens').then(setTokens, () => setTokens([]));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const expiresAt = new Date(Date.now() + days * 86_400_000).toISOString();
      const made = await apiRequest<ApiToken & { token: string }>('/api/tokens', { method: 'POST', body: { name, scopes, expiresAt } });
      setCreated(made.token);
      setName('');
      await load();
    } catch (e) {
      setError(errorMessage(e, 'The token could not be created.'));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await apiRequest(`/api/tokens/${revoking.id}`, { method: 'DELETE' });
      toast({ title: 'Token revoked', description: `${revoking.name} no longer works.`, variant: 'success' });
      setRevoking(null);
      await load();
    } catch (e) {
      toast({ title: 'Revoke failed', description: errorMessage(e, 'Try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const toggle = (scope: TokenScope, on: boolean) => setScopes((now) => (on ? [...now, scope] : now.filter((s) => s !== scope)));

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        A token calls the REST API as you. Every route is in the{' '}
        <a href="/api/docs" target="_blank" rel="noreferrer" className="font-medium underline underline-offset-4">
          API reference
        </a>
        .
      </p>
      {created && (
        <SecretOnce label="Your new API token" value={created} onDone={() => setCreated(null)}>
          <AgentConfig token={created} />
        </SecretOnce>
      )}
      <form onSubmit={submit} className="grid gap-4" aria-label="New API token">
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <Field label="Name" error={error}>
            {(props) => <Input {...props} value={name} maxLength={100} placeholder="e.g. Home automation" onChange={(e) => setName(e.target.value)} />}
          </Field>
          <Field label="Expires in">
            {(props) => (
              <select
                {...props}
                value={days}
                onChange={(e) => setDays(Number(e.target.value))}
                className="h-9 rounded-lg border border-slate-200 bg-white px-2 text-sm"
              >
                {LIFETIMES.map((l) => (
                  <option key={l.days} value={l.days}>
                    {l.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Scopes</legend>
          {TOKEN_SCOPES.map((scope) => (
            <Checkbox
              key={scope}
              checked={scopes.includes(scope)}
              onCheckedChange={(on) => toggle(scope, on)}
              label={
                <>
                  <code className="text-xs">{scope}</code> <span className="text-slate-500">{SCOPE_LABELS[scope]}</span>
                </>
              }
            />
          ))}
        </fieldset>
        <Button type="submit" className="justify-self-start" disabled={busy}>
          <Plus aria-hidden /> Create token
        </Button>
      </form>
      <ul className="grid gap-2" aria-label="API tokens">
        {tokens?.length === 0 && <li className="text-sm text-slate-500">No API tokens yet.</li>}
        {tokens?.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">
                {t.name} <code className="text-xs text-slate-500">{t.prefix}…</code>
              </p>
              <p className="text-xs text-slate-500">
                {t.scopes.join(', ')} · {t.state === 'active' ? `expires ${day(t.expiresAt)}` : t.state} ·{' '}
                {t.lastUsedAt ? `last used ${new Date(t.lastUsedAt).toLocaleString()}` : 'never used'}
              </p>
            </div>
            {t.state === 'active' && (
              <Button variant="secondary" size="sm" onClick={() => setRevoking(t)}>
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this token?"
        description={`Scripts using "${revoking?.name ?? ''}" will stop working at once. This cannot be undone.`}
        confirmLabel="Revoke"
        onConfirm={revoke}
        busy={busy}
      />
    </div>
  );
}
