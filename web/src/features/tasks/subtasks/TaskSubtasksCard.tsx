import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Plus } from 'lucide-react';
import type { TaskSubtasksCard_task$key } from '../../../__generated__/TaskSubtasksCard_task.graphql.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/Card.tsx';
import { Input } from '../../../components/ui/Input.tsx';
import { toast } from '../../../components/toast/toastStore.ts';
import { createTask } from '../taskWrites.ts';
import { SubtaskItem } from './SubtaskItem.tsx';
import { isViewOnly } from '../../members/viewOnly.ts';

/** A subtask starts with the quick add's estimate. */
const SUBTASK_DURATION = 25;

/** The task's direct subtasks (each with its checkbox and a link to its page), and a line to add one. */
export function TaskSubtasksCard({ task }: { task: TaskSubtasksCard_task$key }) {
  const data = useFragment(
    graphql`
      fragment TaskSubtasksCard_task on Task {
        rowId
        name
        priority
        projectRowId
        project {
          viewerRole
        }
        subtaskCount
        completedSubtaskCount
        subtasks {
          id
          ...SubtaskItem_task
        }
      }
    `,
    task,
  );
  const [name, setName] = useState('');
  const viewOnly = isViewOnly(data.project?.viewerRole);
  const [adding, setAdding] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const line = name.trim();
    if (!line || !data.rowId) return;
    setAdding(true);
    try {
      await createTask({ name: line, projectRowId: data.projectRowId, priority: data.priority, duration: SUBTASK_DURATION, parentRowId: data.rowId });
      setName('');
    } catch (e) {
      toast({ title: 'Could not add the subtask', description: (e as Error).message, variant: 'destructive' });
    } finally {
      setAdding(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subtasks</CardTitle>
        <CardDescription>
          {data.subtaskCount ? `${data.completedSubtaskCount} of ${data.subtaskCount} completed` : 'Break the task into steps.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {data.subtasks.length > 0 && (
          <ul className="grid gap-0.5" aria-label="Subtasks">
            {data.subtasks.map((subtask) => (
              <SubtaskItem key={subtask.id} task={subtask} viewOnly={viewOnly} />
            ))}
          </ul>
        )}
        {!viewOnly && (
          <form className="flex gap-2" onSubmit={add}>
            <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="Add subtask" aria-label="Add subtask" maxLength={200} />
            <Button type="submit" variant="secondary" disabled={adding || !name.trim()} aria-label="Add the subtask">
              <Plus aria-hidden /> Add
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
