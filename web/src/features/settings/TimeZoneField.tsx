import { useMemo, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import type { TimeZoneField_user$key } from '../../__generated__/TimeZoneField_user.graphql.ts';
import type { TimeZoneFieldUpdateMutation } from '../../__generated__/TimeZoneFieldUpdateMutation.graphql.ts';
import { browserTimeZone, rememberTimeZoneChosen } from '../../auth/browserTimeZone.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Select } from '../tasks/ui/controls.tsx';

/** Every zone the browser knows, the account's own and the browser's first among them. */
function zoneOptions(current: string): string[] {
  const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [...new Set([current, 'UTC', ...known])].sort((a, b) => (a === current ? -1 : b === current ? 1 : a.localeCompare(b)));
}

/** The account's time zone: deadlines and repeats are read in it. */
export function TimeZoneField({ user }: { user: TimeZoneField_user$key }) {
  const data = useFragment(
    graphql`
      fragment TimeZoneField_user on User {
        id
        rowId
        timeZone
      }
    `,
    user,
  );
  const saved = data.timeZone ?? 'UTC';
  const [zone, setZone] = useState(saved);
  const [error, setError] = useState<string>();
  const options = useMemo(() => zoneOptions(saved), [saved]);
  const browser = browserTimeZone();
  const { user: authUser, setUser } = useAuth();
  const [commit, saving] = useMutation<TimeZoneFieldUpdateMutation>(graphql`
    mutation TimeZoneFieldUpdateMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        user {
          id
          timeZone
          ...TimeZoneField_user
        }
      }
    }
  `);

  const save = () => {
    setError(undefined);
    commit({
      variables: { input: { timeZone: zone } },
      onCompleted: (answer) => {
        rememberTimeZoneChosen(data.rowId);
        const timeZone = answer.updateProfile.user.timeZone ?? zone;
        if (authUser) setUser({ ...authUser, timeZone });
        toast({ title: 'Time zone saved', description: `Deadlines are now read in ${timeZone}.`, variant: 'success' });
      },
      onError: (e) => {
        setError(e.message);
        toast({ title: 'Could not save the time zone', description: e.message, variant: 'destructive' });
      },
    });
  };

  return (
    <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
      <Field label="Time zone" error={error} hint={browser && browser !== saved ? `This browser is in ${browser}.` : 'Deadline times and repeats follow it.'}>
        {(p) => (
          <Select {...p} value={zone} onChange={(e) => setZone(e.target.value)}>
            {options.map((z) => (
              <option key={z} value={z}>
                {z.replaceAll('_', ' ')}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex gap-2 pb-0.5">
        {browser && browser !== zone && (
          <Button variant="ghost" onClick={() => setZone(browser)}>
            Use this browser&apos;s
          </Button>
        )}
        <Button onClick={save} disabled={saving || zone === saved}>
          {saving ? 'Saving...' : 'Save time zone'}
        </Button>
      </div>
    </div>
  );
}
