import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { BellRing, X } from 'lucide-react';
import type { TaskRemindersCard_task$key } from '../../__generated__/TaskRemindersCard_task.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { isViewOnly } from '../members/viewOnly.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { errorMessage } from '../../lib/http.ts';
import { updateTask, type TaskPatch } from '../tasks/taskWrites.ts';
import { describeOffset, REMINDER_PRESETS } from '../../../../shared/reminders/messages.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { formatInZone, instantFromLocal, reminderZone } from './reminderTime.ts';

type Item = NonNullable<TaskPatch['reminders']>[number];

const selectClass =
  'h-10 rounded-lg border border-slate-200 bg-white px-3 text-sm text-slate-900 shadow-xs focus-visible:border-indigo-500 focus-visible:ring-3 focus-visible:ring-indigo-500/15 focus-visible:outline-none';

/**
 * The task's reminders: relative to its deadline or at a date and time; each change is saved at once.
 * Times are shown and entered on the clock of the account's time zone, as deadlines are.
 */
export function TaskRemindersCard({ task }: { task: TaskRemindersCard_task$key }) {
  const data = useFragment(
    graphql`
      fragment TaskRemindersCard_task on Task {
        rowId
        dueDate
        completed
        project {
          viewerRole
        }
        reminders {
          id
          rowId
          offsetMinutes
          at
          fireAt
        }
      }
    `,
    task,
  );
  const [preset, setPreset] = useState<string>(String(REMINDER_PRESETS[0].offsetMinutes));
  const [when, setWhen] = useState('');
  const [saving, setSaving] = useState(false);
  // the reminders are part of the task: a viewer of its project reads them and changes none
  const viewOnly = isViewOnly(data.project?.viewerRole);
  const zone = reminderZone(useAuth().user?.timeZone);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // a reminder added offline has no row id until it syncs
  const current: Item[] = data.reminders.map((r) => {
    const id = r.rowId > 0 ? { id: r.rowId } : {};
    return r.at ? { ...id, at: r.at as string } : { ...id, offsetMinutes: r.offsetMinutes ?? 0 };
  });

  const save = async (reminders: Item[], done: string) => {
    setSaving(true);
    try {
      await updateTask(data.rowId, { reminders });
      toast({ title: done, variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not save the reminders', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  const addRelative = () => {
    const offsetMinutes = Number(preset);
    if (current.some((r) => r.offsetMinutes === offsetMinutes)) return;
    void save([...current, { offsetMinutes }], 'Reminder added');
  };
  const addAbsolute = () => {
    const at = instantFromLocal(when, zone);
    if (!at) return;
    void save([...current, { at: at.toISOString() }], 'Reminder added');
    setWhen('');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-4 text-indigo-500" aria-hidden /> Reminders
        </CardTitle>
        <CardDescription>In the app, by e-mail and as a push notification, as set in Settings.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data.reminders.length ? (
          <ul className="grid gap-2" aria-label="Reminders">
            {data.reminders.map((r, i) => (
              <li key={r.id} className="flex items-center justify-between gap-3 rounded-lg border border-slate-100 px-3 py-2 text-sm">
                <span>
                  {r.at ? formatInZone(r.at as string, zone) : describeOffset(r.offsetMinutes ?? 0)}
                  {!r.at && r.fireAt && !data.completed && <span className="ml-2 text-xs text-slate-500">{formatInZone(r.fireAt as string, zone)}</span>}
                  {!r.fireAt && !data.completed && (
                    <span className="ml-2 text-xs text-slate-400">{r.at || data.dueDate ? 'sent or past' : 'needs a deadline'}</span>
                  )}
                </span>
                {!viewOnly && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="Remove reminder"
                    disabled={saving}
                    onClick={() =>
                      void save(
                        current.filter((_, j) => j !== i),
                        'Reminder removed',
                      )
                    }
                  >
                    <X aria-hidden />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">No reminders.</p>
        )}
        {!viewOnly && (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <select
                aria-label="Reminder before the deadline"
                className={selectClass}
                value={preset}
                onChange={(e) => setPreset(e.target.value)}
                disabled={!data.dueDate}
              >
                {REMINDER_PRESETS.map((p) => (
                  <option key={p.offsetMinutes} value={p.offsetMinutes}>
                    {p.label}
                  </option>
                ))}
              </select>
              <Button variant="secondary" onClick={addRelative} disabled={saving || !data.dueDate}>
                Add
              </Button>
            </div>
            {!data.dueDate && <p className="-mt-2 text-xs text-slate-500">Set a deadline to be reminded before it.</p>}
            <div className="flex flex-wrap items-center gap-2">
              <Input type="datetime-local" aria-label="Reminder date and time" className="w-auto" value={when} onChange={(e) => setWhen(e.target.value)} />
              <Button variant="secondary" onClick={addAbsolute} disabled={saving || !when}>
                Add
              </Button>
            </div>
          </>
        )}
        {zone !== browserZone && <p className="-mt-2 text-xs text-slate-500">Times are in {zone.replaceAll('_', ' ')}, your account&apos;s time zone.</p>}
      </CardContent>
    </Card>
  );
}
