import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import type { NotificationPreferencesCard_query$key } from '../../__generated__/NotificationPreferencesCard_query.graphql.ts';
import type { NotificationPreferencesCardUpdateMutation } from '../../__generated__/NotificationPreferencesCardUpdateMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Switch } from './Switch.tsx';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
} from '../../../../shared/notifications/preferences.ts';

/** Settings › Notifications: in the app and by e-mail, on or off, for each kind of event. */
export function NotificationPreferencesCard({ query }: { query: NotificationPreferencesCard_query$key }) {
  const { notificationPreferences: preferences } = useFragment(
    graphql`
      fragment NotificationPreferencesCard_query on Query {
        notificationPreferences {
          id
          assigned {
            inApp
            email
          }
          mentioned {
            inApp
            email
          }
          followedCompleted {
            inApp
            email
          }
          followedCommented {
            inApp
            email
          }
        }
      }
    `,
    query,
  );
  const [commit, saving] = useMutation<NotificationPreferencesCardUpdateMutation>(graphql`
    mutation NotificationPreferencesCardUpdateMutation($input: UpdateNotificationPreferencesInput!) {
      updateNotificationPreferences(input: $input) {
        notificationPreferences {
          id
          assigned {
            inApp
            email
          }
          mentioned {
            inApp
            email
          }
          followedCompleted {
            inApp
            email
          }
          followedCommented {
            inApp
            email
          }
        }
      }
    }
  `);
  const change = (event: NotificationEvent, channel: NotificationChannel, on: boolean) => {
    const next = { ...preferences, [event]: { ...preferences[event], [channel]: on } };
    commit({
      variables: { input: { [event]: { [channel]: on } } },
      optimisticResponse: { updateNotificationPreferences: { notificationPreferences: next } },
      onError: (error) => void toast({ title: 'Could not save the setting', description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <div className="grid gap-5" data-testid="notification-preferences">
      {NOTIFICATION_EVENTS.map((event) => (
        <fieldset key={event} className="grid gap-3 border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
          <legend className="text-sm font-semibold text-slate-900">{NOTIFICATION_EVENT_LABELS[event]}</legend>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <Switch
              key={channel}
              label={NOTIFICATION_CHANNEL_LABELS[channel]}
              checked={preferences[event][channel]}
              disabled={saving}
              onCheckedChange={(on) => change(event, channel, on)}
            />
          ))}
        </fieldset>
      ))}
      <p className="text-xs text-slate-500">You are never notified of your own actions, nor twice of the same thing.</p>
    </div>
  );
}
