import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, CloudOff, FileQuestion } from 'lucide-react';
import type { TaskDetailScreenQuery } from '../../__generated__/TaskDetailScreenQuery.graphql.ts';
import { useHiddenTasks } from './hiddenTasks.ts';
import { TaskAssignCard } from './TaskAssignCard.tsx';
import { TaskAssigneeCard } from '../members/TaskAssigneeCard.tsx';
import { TaskDetailForm } from './TaskDetailForm.tsx';
import { TaskDetailHeader } from './TaskDetailHeader.tsx';
import { TaskSessionsCard } from './TaskSessionsCard.tsx';
import { TaskRemindersCard } from '../reminders/TaskRemindersCard.tsx';
import { useTaskChanges } from './useTaskChanges.ts';
import { TaskCommentsCard } from '../comments/TaskCommentsCard.tsx';
import { TaskActivityCard } from '../activity/TaskActivityCard.tsx';
import { TaskParentLink } from './subtasks/TaskParentLink.tsx';
import { TaskSubtasksCard } from './subtasks/TaskSubtasksCard.tsx';
import { TaskLabelsCard } from '../labels/TaskLabelsCard.tsx';
import { onConnectivityChange } from '../../offline/connectivity.ts';
import { useTaskDetailBuiltLocally } from '../../offline/localTaskDetail.ts';

/** /tasks/:id (the task's row id): every field editable, comments, history, focus sessions, assignment by e-mail. */
export default function TaskDetailScreen() {
  const { id = '' } = useParams();
  // opened offline and never online: the page shows the local copy of the task until the server answers
  const builtLocally = useTaskDetailBuiltLocally(id);
  const [fetchKey, setFetchKey] = useState(0);
  useEffect(() => {
    if (!builtLocally) return;
    return onConnectivityChange((online) => online && setFetchKey((key) => key + 1));
  }, [builtLocally]);
  const data = useLazyLoadQuery<TaskDetailScreenQuery>(
    graphql`
      query TaskDetailScreenQuery($id: ID!) {
        task(id: $id) {
          id
          ...TaskDetailHeader_task
          ...TaskDetailForm_task
          ...TaskSessionsCard_task
          ...TaskAssignCard_task
          ...TaskAssigneeCard_task
          ...TaskRemindersCard_task
          ...TaskCommentsCard_task
          ...TaskActivityCard_task
          ...TaskSubtasksCard_task
          ...TaskParentLink_task
          ...TaskLabelsCard_task
        }
        ...TaskDetailForm_query
        ...LabelPicker_query
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  useTaskChanges();
  const hidden = useHiddenTasks();
  const task = data.task && !hidden.has(data.task.id) ? data.task : null;
  const [commentCount, setCommentCount] = useState(0);

  return (
    <div className="mx-auto grid max-w-5xl gap-5">
      <Link to="/tasks" className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden /> Back to tasks
      </Link>
      {task ? (
        <>
          <TaskParentLink task={task} />
          <TaskDetailHeader task={task} />
          {builtLocally && <OfflineCopyNote />}
          <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="grid content-start gap-5">
              <TaskDetailForm task={task} query={data} />
              <TaskSubtasksCard task={task} />
              {!builtLocally && (
                <>
                  <TaskCommentsCard task={task} onCountChange={setCommentCount} />
                  <TaskActivityCard task={task} commentCount={commentCount} />
                </>
              )}
            </div>
            <div className="grid content-start gap-5">
              <TaskLabelsCard task={task} labels={data} />
              <TaskRemindersCard task={task} />
              {!builtLocally && (
                <>
                  <TaskSessionsCard task={task} />
                  <TaskAssigneeCard task={task} />
                  <TaskAssignCard task={task} />
                </>
              )}
            </div>
          </div>
        </>
      ) : (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <FileQuestion className="size-8 text-slate-300" aria-hidden />
          <h2 className="mt-3 font-semibold text-slate-900">Task not found</h2>
          <p className="mt-1 text-sm text-slate-500">It may have been deleted, or it belongs to someone else.</p>
        </div>
      )}
    </div>
  );
}

/** Shown while the page holds the local copy of a task: what is missing, and when it comes. */
function OfflineCopyNote() {
  return (
    <div role="status" className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        Offline: this is the copy of the task kept on this device. Some details (comments, activity, focus sessions, assignment) will load when you are back
        online; changes you save now are kept and sync then.
      </p>
    </div>
  );
}
