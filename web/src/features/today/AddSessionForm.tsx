import { useMemo, useState, type FormEvent } from 'react';
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
import { SearchPicker } from './SearchPicker.tsx';
import { optionTag, type PickerOption } from './useSearchedOptions.ts';

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
  const [task, setTask] = useState<PickerOption | null>(null);
  const taskId = task?.key ?? '';
  const [startTime, setStartTime] = useState('');
  const [duration, setDuration] = useState('');
  const [commit, adding] = useMutation<AddSessionFormAddMutation>(addMutation);
  const options = useMemo<PickerOption[]>(
    () => data.openTasks.edges.map(({ node }) => ({ key: String(node.rowId), label: node.name, kind: 'task' as const })),
    [data],
  );

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
              <SearchPicker
                id={p.id}
                summary={task?.label ?? 'Choose a task'}
                chosen={!!task}
                searchLabel="Search tasks"
                listLabel="Tasks"
                options={options}
                picked={new Set(task ? [optionTag(task)] : [])}
                onPick={setTask}
                multiple={false}
              />
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
