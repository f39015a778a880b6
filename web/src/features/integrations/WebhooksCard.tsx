import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { apiRequest, errorMessage } from '../../lib/http.ts';
import { Checkbox } from '../settings/Checkbox.tsx';
import { PROJECT_WEBHOOK_EVENTS, WEBHOOK_EVENTS, type WebhookEvent } from '../../../../shared/webhooks/validation.ts';
import { SecretOnce } from './SecretOnce.tsx';
import { WebhookDeliveryLog } from './WebhookDeliveryLog.tsx';
import { rememberedGet } from '../../offline/rememberedGet.ts';

type Webhook = { id: number; url: string; events: string[]; enabled: boolean; consecutiveFailures: number; disabledAt: string | null };

const SIGNING_HINT = 'Each delivery is a JSON POST with X-Streamline-Timestamp and X-Streamline-Signature: sha256 HMAC of timestamp.body with the secret.';

const OWN_HOOKS = '/api/webhooks';
/** The viewer's own webhooks (Settings) are remembered for offline; a project's (for its admins and owners) are always asked for. */
const readHooks = (path: string) => (path === OWN_HOOKS ? rememberedGet<Webhook[]>(path) : apiRequest<Webhook[]>(path));

/**
 * Webhooks: a URL hears the events chosen, signed with a secret shown once; each has a delivery log.
 * With `projectId`, the project's webhooks instead of the viewer's own.
 */
export function WebhooksCard({ projectId }: { projectId?: number } = {}) {
  const path = projectId === undefined ? OWN_HOOKS : `/api/projects/${projectId}/webhooks`;
  const eventNames = projectId === undefined ? WEBHOOK_EVENTS : PROJECT_WEBHOOK_EVENTS;
  const hint = projectId === undefined ? SIGNING_HINT : `Hears this project's tasks and comments, whoever made the change. ${SIGNING_HINT}`;
  const [hooks, setHooks] = useState<Webhook[] | null>(null);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['task.created', 'task.completed']);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [open, setOpen] = useState<number | null>(null);

  const load = useCallback(async () => setHooks(await readHooks(path)), [path]);
  useEffect(() => {
    readHooks(path).then(setHooks, () => setHooks([]));
  }, [path]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const made = await apiRequest<Webhook & { secret: string }>(path, { method: 'POST', body: { url, events } });
      setSecret(made.secret);
      setUrl('');
      await load();
    } catch (e) {
      setError(errorMessage(e, 'The webhook could not be created.'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await apiRequest(`/api/webhooks/${deleting.id}`, { method: 'DELETE' });
      setDeleting(null);
      await load();
    } catch (e) {
      toast({ title: 'Delete failed', description: errorMessage(e, 'Try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const toggle = (name: WebhookEvent, on: boolean) => setEvents((now) => (on ? [...now, name] : now.filter((e) => e !== name)));

  return (
    <div className="grid gap-5">
      {secret && <SecretOnce label="The webhook's signing secret" value={secret} onDone={() => setSecret(null)} />}
      <form onSubmit={submit} className="grid gap-4" aria-label="New webhook">
        <Field label="URL" error={error} hint={hint}>
          {(props) => <Input {...props} type="url" value={url} placeholder="https://example.com/hooks/streamline" onChange={(e) => setUrl(e.target.value)} />}
        </Field>
        <fieldset className="grid gap-2 sm:grid-cols-3">
          <legend className="mb-1 text-sm font-medium text-slate-700">Events</legend>
          {eventNames.map((name) => (
            <Checkbox
              key={name}
              checked={events.includes(name)}
              onCheckedChange={(on) => toggle(name, on)}
              label={<code className="text-xs whitespace-nowrap">{name}</code>}
            />
          ))}
        </fieldset>
        <Button type="submit" className="justify-self-start" disabled={busy}>
          <Plus aria-hidden /> Add webhook
        </Button>
      </form>
      <ul className="grid gap-2" aria-label="Webhooks">
        {hooks?.length === 0 && <li className="text-sm text-slate-500">No webhooks yet.</li>}
        {hooks?.map((h) => (
          <li key={h.id} className="grid gap-2 rounded-xl border border-slate-200 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">{h.url}</p>
                <p className="text-xs text-slate-500">
                  {h.events.join(', ')} · {h.enabled ? 'active' : `disabled after ${h.consecutiveFailures} failed deliveries`}
                </p>
              </div>
              <Button variant="ghost" size="sm" aria-expanded={open === h.id} onClick={() => setOpen(open === h.id ? null : h.id)}>
                Delivery log
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setDeleting(h)}>
                Delete
              </Button>
            </div>
            {open === h.id && <WebhookDeliveryLog webhookId={h.id} />}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this webhook?"
        description={`${deleting?.url ?? ''} will receive no more events, and its delivery log goes too.`}
        confirmLabel="Delete"
        onConfirm={remove}
        busy={busy}
      />
    </div>
  );
}
