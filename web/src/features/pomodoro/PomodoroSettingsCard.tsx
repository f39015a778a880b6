import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import type { PomodoroSettingsCard_timer$key } from '../../__generated__/PomodoroSettingsCard_timer.graphql.ts';
import type { PomodoroSettingsCardUpdateMutation } from '../../__generated__/PomodoroSettingsCardUpdateMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { minutesMessage, SETTINGS_LIMITS as LIMITS } from '../../../../shared/pomodoro/settingsLimits.ts';
import { MESSAGES } from './messages.ts';

type Props = { timer: PomodoroSettingsCard_timer$key };

const updateMutation = graphql`
  mutation PomodoroSettingsCardUpdateMutation($input: UpdatePomodoroSettingsInput!) {
    updatePomodoroSettings(input: $input) {
      settings {
        workDuration
        breakDuration
      }
    }
  }
`;

/** Work and break minutes; a stopped timer shows the new length at once, a running one keeps its phase. */
export function PomodoroSettingsCard({ timer }: Props) {
  const data = useFragment(
    graphql`
      fragment PomodoroSettingsCard_timer on Timer {
        status
        settings {
          workDuration
          breakDuration
        }
      }
    `,
    timer,
  );
  const { workDuration, breakDuration } = data.settings;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Timer settings</CardTitle>
        <CardDescription>{data.status === 'idle' ? 'Minutes of a pomodoro and of its break.' : 'Changes apply from the next phase.'}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* remounts with the saved values when they change on another tab or device */}
        <SettingsForm key={`${workDuration}:${breakDuration}`} workDuration={workDuration} breakDuration={breakDuration} />
      </CardContent>
    </Card>
  );
}

type Values = { workDuration: number; breakDuration: number };

function check(name: keyof Values, text: string, label: string): string | undefined {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > LIMITS[name]) return minutesMessage(label, LIMITS[name]);
  return undefined;
}

function SettingsForm(saved: Values) {
  const [work, setWork] = useState(String(saved.workDuration));
  const [rest, setRest] = useState(String(saved.breakDuration));
  const [submitted, setSubmitted] = useState(false);
  const [commit, saving] = useMutation<PomodoroSettingsCardUpdateMutation>(updateMutation);
  const workError = submitted ? check('workDuration', work, 'Work') : undefined;
  const breakError = submitted ? check('breakDuration', rest, 'Break') : undefined;
  const dirty = Number(work) !== saved.workDuration || Number(rest) !== saved.breakDuration;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (check('workDuration', work, 'Work') || check('breakDuration', rest, 'Break')) return;
    const input = { workDuration: Number(work), breakDuration: Number(rest) };
    commit({
      variables: { input },
      // the timer's copy of the settings drives the stopped display: update it with the answer
      updater: (store) => {
        const settings = store.getRoot().getLinkedRecord('timer')?.getLinkedRecord('settings');
        settings?.setValue(input.workDuration, 'workDuration');
        settings?.setValue(input.breakDuration, 'breakDuration');
      },
      onCompleted: () =>
        void toast({
          variant: 'success',
          title: MESSAGES.settingsSaved.title,
          description: MESSAGES.settingsSaved.description(input.workDuration, input.breakDuration),
        }),
      onError: (error) => void toast({ variant: 'destructive', title: MESSAGES.settingsError, description: error.message }),
    });
  };

  return (
    <form aria-label="Timer settings" onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Field label="Work (minutes)" error={workError}>
          {(props) => (
            <Input {...props} type="number" inputMode="numeric" min={1} max={LIMITS.workDuration} value={work} onChange={(e) => setWork(e.target.value)} />
          )}
        </Field>
        <Field label="Break (minutes)" error={breakError}>
          {(props) => (
            <Input {...props} type="number" inputMode="numeric" min={1} max={LIMITS.breakDuration} value={rest} onChange={(e) => setRest(e.target.value)} />
          )}
        </Field>
      </div>
      <div className="flex items-center justify-end gap-2">
        {dirty && (
          <Button variant="ghost" size="sm" onClick={() => (setWork(String(saved.workDuration)), setRest(String(saved.breakDuration)), setSubmitted(false))}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={!dirty || saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
