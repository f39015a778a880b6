import { graphql, useFragment } from 'react-relay/hooks.js';
import { UserCheck } from 'lucide-react';
import type { TaskAssigneeCard_task$key } from '../../__generated__/TaskAssigneeCard_task.graphql.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { Select } from '../tasks/ui/controls.tsx';
import { updateTask } from '../tasks/taskWrites.ts';
import { assignableMembers, isViewOnly } from './viewOnly.ts';

/** Who the task is assigned to: one of its project's members who may work on it, picked here (editors and up; a viewer reads it). */
export function TaskAssigneeCard({ task }: { task: TaskAssigneeCard_task$key }) {
  const data = useFragment(
    graphql`
      fragment TaskAssigneeCard_task on Task {
        rowId
        assigneeId
        project {
          viewerRole
          members {
            userId
            name
            role
          }
        }
      }
    `,
    task,
  );
  const members = data.project?.members ?? [];
  const mayAssign = !isViewOnly(data.project?.viewerRole);
  const assignee = members.find((m) => m.userId === data.assigneeId);
  const assign = (value: string) => {
    const assigneeId = value === '' ? null : Number(value);
    updateTask(data.rowId, { assigneeId }).then(
      () => toast({ title: assigneeId === null ? 'Unassigned' : 'Assigned', variant: 'success' }),
      (e: Error) => toast({ title: 'Could not assign the task', description: e.message, variant: 'destructive' }),
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCheck className="size-4 text-indigo-500" aria-hidden /> Assignee
        </CardTitle>
        <CardDescription>A member of the project, who then sees it in their lists.</CardDescription>
      </CardHeader>
      <CardContent>
        {mayAssign ? (
          <Select aria-label="Assigned member" value={data.assigneeId === null ? '' : String(data.assigneeId)} onChange={(e) => assign(e.target.value)}>
            <option value="">Nobody</option>
            {assignableMembers(members, data.assigneeId).map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.name}
              </option>
            ))}
          </Select>
        ) : (
          <p className="text-sm text-slate-700" data-testid="assigned-member">
            {assignee ? assignee.name : 'Nobody'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
