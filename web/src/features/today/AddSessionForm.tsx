import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import type { AddSessionForm_query$key } from '../../__generated__/AddSessionForm_query.graphql.ts';
import type { AddSessionFormAddMutation } from '../../__generated__/AddSessionFormAddMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { showPayloadSchedule } from './scheduleStore.ts';

const addMutation = graphql`
  mutation AddSessionFormAddMutation($input: AddScheduleSessionInput!) {
    addScheduleSession(input: $input) {
      schedule {
        date
        ...ScheduleView_schedule
      }
    }
  }
`;

type Props = { query: AddSessionForm_query$key; date: string };

const selectClass =
  'flex h-10 w-full rounded-lg border border-slate-200 bg-white px-3 text-sm text-slate-900 shadow-xs focus-visible:border-indigo-500 focus-visible:ring-3 focus-visible:ring-indigo-500/15 focus-visible:outline-none';

/** Puts one more session for a task into the plan (after the last one unless a time is given). */
export function AddSessionForm({ query, date }: Props) {
  const data = useFragment(
    graphql`
      fragment AddSessionForm_query on Query {
        openTasks: tasks(completed: false, first: 200, orderBy: PRIORITY) {
          edges {
            node {
              rowId
              name
            }
          }
        }
      }
    `,
    query,
  );
  const [taskId, setTaskId] = useState('');
  const [startTime, setStartTime] = useState('');
  const [duration, setDuration] = useState('');
  const [commit, adding] = useMutation<AddSessionFormAddMutation>(addMutation);
  const tasks = data.openTasks.edges.map((e) => e.node);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!taskId) return;
    commit({
      variables: { input: { date, taskId, ...(startTime ? { startTime } : {}), ...(duration ? { duration: Number(duration) } : {}) } },
      updater: (store) => showPayloadSchedule(store, 'addScheduleSession', date),
      onCompleted: () => {
        setStartTime('');
        setDuration('');
      },
      onError: (error) => void toast({ title: 'Could not add the session', description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <Card role="region" aria-label="Add a session">
      <CardHeader>
        <CardTitle>Add a session</CardTitle>
        <CardDescription>Plan extra time for a task.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3" onSubmit={submit} aria-label="Add a session">
          <Field label="Task">
            {(p) => (
              <select {...p} className={selectClass} value={taskId} onChange={(e) => setTaskId(e.target.value)} required>
                <option value="">Choose a task</option>
                {tasks.map((t) => (
                  <option key={t.rowId} value={String(t.rowId)}>
                    {t.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field label="Start (optional)">{(p) => <Input {...p} type="time" value={startTime} onChange={(e) => setStartTime(e.target.value)} />}</Field>
            <Field label="Minutes (optional)">
              {(p) => <Input {...p} type="number" min={5} max={480} value={duration} onChange={(e) => setDuration(e.target.value)} />}
            </Field>
          </div>
          <Button type="submit" variant="secondary" disabled={adding || !taskId}>
            {adding ? <Spinner /> : <Plus aria-hidden />} Add session
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
