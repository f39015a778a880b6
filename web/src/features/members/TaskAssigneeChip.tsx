import { graphql, useFragment } from 'react-relay/hooks.js';
import type { TaskAssigneeChip_task$key } from '../../__generated__/TaskAssigneeChip_task.graphql.ts';
import { UserAvatar } from '../../components/ui/UserAvatar.tsx';

/** Who a task is assigned to, on its row: the member's initials and name (nothing when nobody's). */
export function TaskAssigneeChip({ task }: { task: TaskAssigneeChip_task$key }) {
  const data = useFragment(
    graphql`
      fragment TaskAssigneeChip_task on Task {
        assigneeMemberName
      }
    `,
    task,
  );
  const name = data.assigneeMemberName;
  if (!name) return null;
  return (
    <span
      role="img"
      aria-label={`Assigned to ${name}`}
      title={`Assigned to ${name}`}
      className="inline-flex min-w-0 items-center gap-1"
      data-testid="task-assignee"
    >
      <UserAvatar label={name} className="size-4 text-[9px]" />
      <span className="max-w-32 truncate">{name}</span>
    </span>
  );
}
