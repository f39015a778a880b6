import { useState } from 'react';
import { CalendarPlus, RefreshCw, Trash2 } from 'lucide-react';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { apiRequest, errorMessage } from '../../lib/http.ts';

const FEED_URL = '/api/users/me/feed-url';
type Answer = { url: string };
type Confirming = 'regenerate' | 'revoke' | null;

/**
 * The secret calendar feed URL: shown on demand (the first time makes the feed), copied into a
 * calendar app, replaced by a new one or revoked. Anyone with the URL can read the feed.
 */
export function CalendarFeedCard() {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast({ title: failure, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  const show = () => run(async () => setUrl((await apiRequest<Answer>(FEED_URL)).url), 'Could not get the feed URL');
  const regenerate = () =>
    run(async () => {
      setUrl((await apiRequest<Answer>(FEED_URL, { method: 'POST', body: {} })).url);
      toast({ title: 'New feed URL', description: 'The old URL no longer works. Add the new one to your calendar app.', variant: 'success' });
    }, 'Could not make a new feed URL');
  const revoke = () =>
    run(async () => {
      await apiRequest(FEED_URL, { method: 'DELETE' });
      setUrl(null);
      toast({ title: 'Feed turned off', description: 'Calendar apps can no longer read your tasks through the old URL.', variant: 'success' });
    }, 'Could not turn the feed off');

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        Subscribe to this URL in Google Calendar, Apple Calendar or Thunderbird to see your tasks&apos; deadlines (with their repeats and reminders) and your
        Today plan. Keep it private: anyone with the URL can read it.
      </p>
      {url ? (
        <div className="grid gap-3">
          <div className="flex gap-2">
            <Input readOnly value={url} aria-label="Calendar feed URL" onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={url} copiedTitle="Feed URL copied" />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming('regenerate')}>
              <RefreshCw aria-hidden /> New URL
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming('revoke')}>
              <Trash2 aria-hidden /> Turn off
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" className="justify-self-start" disabled={busy} onClick={show}>
          <CalendarPlus aria-hidden /> Show my feed URL
        </Button>
      )}
      <ConfirmDialog
        open={confirming === 'regenerate'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Make a new feed URL?"
        description="Calendars subscribed to the current URL stop updating until you add the new one."
        confirmLabel="Make new URL"
        onConfirm={regenerate}
        busy={busy}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Turn the calendar feed off?"
        description="Calendars subscribed to it stop updating. You can make a new URL at any time."
        confirmLabel="Turn off"
        onConfirm={revoke}
        busy={busy}
      />
    </div>
  );
}
