import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import type { PomodoroSettingsForm_query$key } from '../../__generated__/PomodoroSettingsForm_query.graphql.ts';
import type { PomodoroSettingsFormUpdateMutation } from '../../__generated__/PomodoroSettingsFormUpdateMutation.graphql.ts';
import { minutesMessage, SETTINGS_LIMITS as LIMITS } from '../../../../shared/pomodoro/settingsLimits.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';

type Props = { query: PomodoroSettingsForm_query$key };
type Values = { workDuration: number; breakDuration: number };

const LABELS = { workDuration: 'Work', breakDuration: 'Break' } as const;

function check(field: keyof Values, text: string): string | undefined {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < 1 || value > LIMITS[field]) {
    return minutesMessage(LABELS[field], LIMITS[field]);
  }
  return undefined;
}

/** Pomodoro work and break minutes (25 and 5 until changed). */
export function PomodoroSettingsForm({ query }: Props) {
  const data = useFragment(
    graphql`
      fragment PomodoroSettingsForm_query on Query {
        pomodoroSettings {
          workDuration
          breakDuration
        }
      }
    `,
    query,
  );
  const saved = data.pomodoroSettings;
  return <MinutesForm key={`${saved.workDuration}:${saved.breakDuration}`} saved={saved} />;
}

function MinutesForm({ saved }: { saved: Values }) {
  const [work, setWork] = useState(String(saved.workDuration));
  const [rest, setRest] = useState(String(saved.breakDuration));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [commit, saving] = useMutation<PomodoroSettingsFormUpdateMutation>(graphql`
    mutation PomodoroSettingsFormUpdateMutation($input: UpdatePomodoroSettingsInput!) {
      updatePomodoroSettings(input: $input) {
        settings {
          workDuration
          breakDuration
        }
      }
    }
  `);
  const dirty = work !== String(saved.workDuration) || rest !== String(saved.breakDuration);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { workDuration: check('workDuration', work), breakDuration: check('breakDuration', rest) };
    setErrors(found);
    if (found.workDuration || found.breakDuration) return;
    const input = { workDuration: Number(work), breakDuration: Number(rest) };
    commit({
      variables: { input },
      updater: (store) => {
        // the settings live at the root and in the timer (the Pomodoro screen reads the timer's copy)
        for (const record of [store.getRoot().getLinkedRecord('pomodoroSettings'), store.getRoot().getLinkedRecord('timer')?.getLinkedRecord('settings')]) {
          record?.setValue(input.workDuration, 'workDuration');
          record?.setValue(input.breakDuration, 'breakDuration');
        }
      },
      onCompleted: () =>
        void toast({ title: 'Timer settings saved', description: `Work ${input.workDuration} min, break ${input.breakDuration} min.`, variant: 'success' }),
      onError: (error) => void toast({ title: 'Could not save the timer settings', description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <form aria-label="Pomodoro" noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label="Work (minutes)" error={errors.workDuration} hint={`1 to ${LIMITS.workDuration}`}>
          {(p) => <Input {...p} type="number" inputMode="numeric" min={1} max={LIMITS.workDuration} value={work} onChange={(e) => setWork(e.target.value)} />}
        </Field>
        <Field label="Break (minutes)" error={errors.breakDuration} hint={`1 to ${LIMITS.breakDuration}`}>
          {(p) => <Input {...p} type="number" inputMode="numeric" min={1} max={LIMITS.breakDuration} value={rest} onChange={(e) => setRest(e.target.value)} />}
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={saving || !dirty}>
          {saving ? 'Saving...' : 'Save timer'}
        </Button>
      </div>
    </form>
  );
}
