import { useEffect, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import type { ReminderSettingsCard_query$key } from '../../__generated__/ReminderSettingsCard_query.graphql.ts';
import type { ReminderSettingsCardUpdateMutation, UpdateReminderSettingsInput } from '../../__generated__/ReminderSettingsCardUpdateMutation.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { errorMessage } from '../../lib/http.ts';
import { Switch } from '../settings/Switch.tsx';
import { describeOffset, REMINDER_PRESETS } from '../../../../shared/reminders/messages.ts';
import { currentPushSubscription, disablePushOnThisDevice, enablePushOnThisDevice, pushSupported } from './pushDevice.ts';

type Props = { query: ReminderSettingsCard_query$key };

/** The ways a reminder reaches its user, each with its switch and the toast after a change. */
const CHANNELS = [
  { key: 'inApp', label: 'In the app', description: 'A notification under the bell.', turnedOn: 'In-app reminders on', turnedOff: 'In-app reminders off' },
  { key: 'email', label: 'By e-mail', description: 'An e-mail to your address.', turnedOn: 'Reminder e-mails on', turnedOff: 'Reminder e-mails off' },
  {
    key: 'push',
    label: 'By push notification',
    description: 'On each device where you turned push on, even with the app closed.',
    turnedOn: 'Push reminders on',
    turnedOff: 'Push reminders off',
  },
] as const;
const NONE = 'none';

/** Settings › Reminders: each channel on or off, push on this device, and the default reminder. */
export function ReminderSettingsCard({ query }: Props) {
  const { reminderSettings: settings } = useFragment(
    graphql`
      fragment ReminderSettingsCard_query on Query {
        reminderSettings {
          id
          inApp
          email
          push
          defaultOffsetMinutes
        }
      }
    `,
    query,
  );
  const [commit, saving] = useMutation<ReminderSettingsCardUpdateMutation>(graphql`
    mutation ReminderSettingsCardUpdateMutation($input: UpdateReminderSettingsInput!) {
      updateReminderSettings(input: $input) {
        reminderSettings {
          id
          inApp
          email
          push
          defaultOffsetMinutes
        }
      }
    }
  `);
  const change = (input: UpdateReminderSettingsInput, done: string) =>
    commit({
      variables: { input },
      optimisticResponse: { updateReminderSettings: { reminderSettings: { ...settings, ...input } as typeof settings } },
      onCompleted: () => void toast({ title: done, variant: 'success' }),
      onError: (error) => void toast({ title: 'Could not save the setting', description: error.message, variant: 'destructive' }),
    });

  const [device, setDevice] = useState<'unsupported' | 'off' | 'on' | 'busy'>(pushSupported() ? 'off' : 'unsupported');
  useEffect(() => {
    void currentPushSubscription().then((s) => s && setDevice('on'));
  }, []);
  const toggleDevice = async () => {
    const enable = device === 'off';
    setDevice('busy');
    try {
      await (enable ? enablePushOnThisDevice() : disablePushOnThisDevice());
      setDevice(enable ? 'on' : 'off');
      toast({ title: enable ? 'Push notifications on for this device' : 'Push notifications off for this device', variant: 'success' });
    } catch (error) {
      setDevice(enable ? 'off' : 'on');
      toast({ title: 'Could not change push on this device', description: errorMessage(error, (error as Error).message), variant: 'destructive' });
    }
  };

  const offset = settings.defaultOffsetMinutes ?? null;
  // a default set elsewhere (the API, an import) that the list does not offer is shown as it is
  const custom = offset !== null && !REMINDER_PRESETS.some((p) => p.offsetMinutes === offset) ? offset : null;

  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-4">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Send reminders</legend>
        {CHANNELS.map((channel) => (
          <Switch
            key={channel.key}
            label={channel.label}
            description={channel.description}
            checked={settings[channel.key]}
            disabled={saving}
            onCheckedChange={(on) => change({ [channel.key]: on }, on ? channel.turnedOn : channel.turnedOff)}
          />
        ))}
        {!settings.inApp && !settings.email && !settings.push && (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800">
            All three are off, so your reminders reach you nowhere.
          </p>
        )}
      </fieldset>
      <div className="flex items-center justify-between gap-4">
        <div className="grid gap-0.5">
          <span className="text-sm font-medium text-slate-800">This device</span>
          <p className="text-xs text-slate-500">
            {device === 'unsupported'
              ? 'This browser cannot receive push notifications.'
              : device === 'on'
                ? 'Receives push notifications.'
                : 'Does not receive push notifications.'}
          </p>
        </div>
        <Button variant="secondary" size="sm" disabled={device === 'unsupported' || device === 'busy'} onClick={() => void toggleDevice()}>
          {device === 'on' ? 'Disable push here' : 'Enable push on this device'}
        </Button>
      </div>
      <div className="flex items-center justify-between gap-4 border-t border-slate-100 pt-5">
        <label htmlFor="default-reminder" className="grid gap-0.5">
          <span className="text-sm font-medium text-slate-800">Default reminder</span>
          <span className="text-xs text-slate-500">Added to a task when it gets a deadline and has no reminders yet.</span>
        </label>
        <select
          id="default-reminder"
          className="h-9 rounded-lg border border-slate-200 bg-white px-3 text-sm"
          value={offset === null ? NONE : String(offset)}
          disabled={saving}
          onChange={(e) => change({ defaultOffsetMinutes: e.target.value === NONE ? null : Number(e.target.value) }, 'Default reminder saved')}
        >
          <option value={NONE}>None</option>
          {custom !== null && <option value={custom}>{describeOffset(custom)}</option>}
          {REMINDER_PRESETS.map((p) => (
            <option key={p.offsetMinutes} value={p.offsetMinutes}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
