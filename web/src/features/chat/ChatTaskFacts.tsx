import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { addDays, format } from 'date-fns';
import type { ChatTaskFactsQuery } from '../../__generated__/ChatTaskFactsQuery.graphql.ts';
import { localDay } from '../pomodoro/today.ts';

/** "· priority 7 · due tomorrow": what a task the assistant created looks like now. */
export function ChatTaskFacts({ taskId }: { taskId: number }) {
  const { task } = useLazyLoadQuery<ChatTaskFactsQuery>(
    graphql`
      query ChatTaskFactsQuery($id: ID!) {
        task(id: $id) {
          priority
          dueDate
        }
      }
    `,
    { id: String(taskId) },
    { fetchPolicy: 'store-or-network' },
  );
  if (!task) return null;
  const due = task.dueDate ? dueText(String(task.dueDate).slice(0, 10)) : null;
  return (
    <span className="font-normal text-indigo-600/80">
      · priority {task.priority}
      {due && ` · due ${due}`}
    </span>
  );
}

/** A due day (stored as noon UTC of the calendar day) in words. */
function dueText(day: string): string {
  const now = new Date();
  if (day === localDay(now).day) return 'today';
  if (day === localDay(addDays(now, 1)).day) return 'tomorrow';
  return format(new Date(`${day}T12:00:00`), 'EEE d MMM');
}
