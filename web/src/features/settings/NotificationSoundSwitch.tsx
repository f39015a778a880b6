import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import type { NotificationSoundSwitch_query$key } from '../../__generated__/NotificationSoundSwitch_query.graphql.ts';
import type { NotificationSoundSwitchUpdateMutation } from '../../__generated__/NotificationSoundSwitchUpdateMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Switch } from './Switch.tsx';

type Props = { query: NotificationSoundSwitch_query$key };

/** The sound played when a pomodoro or a break ends; saved at once. */
export function NotificationSoundSwitch({ query }: Props) {
  const data = useFragment(
    graphql`
      fragment NotificationSoundSwitch_query on Query {
        preferences {
          notificationSound
        }
      }
    `,
    query,
  );
  const [commit, saving] = useMutation<NotificationSoundSwitchUpdateMutation>(graphql`
    mutation NotificationSoundSwitchUpdateMutation($input: UpdateUserSettingsInput!) {
      updateUserSettings(input: $input) {
        preferences {
          notificationSound
        }
      }
    }
  `);

  const change = (on: boolean) =>
    commit({
      variables: { input: { notificationSound: on } },
      optimisticUpdater: (store) => store.getRoot().getLinkedRecord('preferences')?.setValue(on, 'notificationSound'),
      updater: (store) => store.getRoot().getLinkedRecord('preferences')?.setValue(on, 'notificationSound'),
      onCompleted: () => void toast({ title: on ? 'Notification sound on' : 'Notification sound off', variant: 'success' }),
      onError: (error) => void toast({ title: 'Could not save the setting', description: error.message, variant: 'destructive' }),
    });

  return (
    <Switch
      label="Notification sound"
      description="Play a sound when a pomodoro or a break ends."
      checked={data.preferences.notificationSound}
      onCheckedChange={change}
      disabled={saving}
    />
  );
}
