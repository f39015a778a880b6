import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import type { TaskDetailForm_query$key } from '../../__generated__/TaskDetailForm_query.graphql.ts';
import type { TaskDetailForm_task$key } from '../../__generated__/TaskDetailForm_task.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { fromDateInput } from './format.ts';
import { deadlineDraft, draftPatch, TaskFields, validateDraft, type TaskDraft } from './TaskFields.tsx';
import { updateTask } from './taskWrites.ts';
import { INBOX_NAME, inboxFirst } from '../projects/inboxFirst.ts';
import { isViewOnly } from '../members/viewOnly.ts';

type Props = { task: TaskDetailForm_task$key; query: TaskDetailForm_query$key };

/** Every field of the task, saved together; a change from elsewhere shows when nothing is being edited. */
export function TaskDetailForm({ task, query }: Props) {
  const data = useFragment(
    graphql`
      fragment TaskDetailForm_task on Task {
        rowId
        name
        description
        priority
        duration
        dueDate
        dueTime
        plannedDate
        recurrence
        recurFrom
        projectRowId
        project {
          viewerRole
        }
      }
    `,
    task,
  );
  const { projects } = useFragment(
    graphql`
      fragment TaskDetailForm_query on Query {
        projects(first: 1000) {
          edges {
            node {
              rowId
              name
              viewerRole
              inbox
            }
          }
        }
      }
    `,
    query,
  );
  const saved = useMemo<TaskDraft>(
    () => ({
      name: data.name,
      description: data.description ?? '',
      priority: data.priority,
      duration: data.duration,
      projectRowId: data.projectRowId,
      ...deadlineDraft(data),
    }),
    [data],
  );
  const viewOnly = isViewOnly(data.project?.viewerRole);
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<ReturnType<typeof validateDraft>>({});
  const patch = draftPatch(saved, draft, fromDateInput);
  const dirty = Object.keys(patch).length > 0;
  const [lastSaved, setLastSaved] = useState(saved);
  useEffect(() => {
    // the saved task changed (here or live from elsewhere): follow it unless the user is editing
    if (!dirty || JSON.stringify(draft) === JSON.stringify(saved)) setDraft(saved);
    setLastSaved(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length || !dirty) return;
    updateTask(data.rowId, patch).then(
      () => toast({ title: 'Task updated', description: `"${draft.name.trim()}" is saved.`, variant: 'success' }),
      (e: Error) => {
        toast({ title: 'Could not update the task', description: e.message, variant: 'destructive' });
        // a repeat rule the server refuses stays as typed, with the reason under it, to be corrected
        if ('recurrence' in patch && e.message.startsWith('recurrence')) setErrors({ repeat: e.message });
        else setDraft(lastSaved);
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent>
        <UnsavedChangesPrompt when={dirty} what="the changes to this task" />
        <form onSubmit={save} className="grid gap-5" aria-label="Task details">
          <fieldset disabled={viewOnly} className="contents">
            <TaskFields
              draft={draft}
              onChange={setDraft}
              projects={inboxFirst(projects.edges.map((e) => e.node)).map((p) => (p.inbox ? { ...p, name: INBOX_NAME } : p))}
              errors={errors}
            />
          </fieldset>
          {!viewOnly && (
            <div className="flex items-center justify-end gap-2">
              {dirty && (
                <Button variant="ghost" onClick={() => setDraft(saved)}>
                  Discard
                </Button>
              )}
              <Button type="submit" disabled={!dirty}>
                Save changes
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
