import { z } from 'zod';
import type { Deps } from '../../graphql/context.js';
import type { SignedInUser } from '../../graphql/viewer.js';
import { listTasks, createTask, updateTask, setTaskCompleted, ownTask, deleteTask } from '../tasks/service.js';
import { presentOneTask, presentTasks } from '../tasks/present.js';
import { inboxOf } from '../projects/service.js';
import { quickAddTask } from '../tasks/quickAddCreate.js';
import { directSubtasks } from '../tasks/subtasks.js';
import { listLabels } from '../labels/service.js';
import { listComments } from '../comments/service.js';
import { commentForAgent } from './commentTools.js';
import { taskFilterOf, taskSearchArgs } from './taskSearch.js';
import { dayOfStored } from '../../../../shared/tasks/dates.js';
import { day, id, type ToolContext } from './tool.js';

const LATEST_COMMENTS = 5;

const taskFields = {
  name: z.string().min(1).max(200).optional().describe('one line'),
  description: z.string().max(10_000).nullable().optional(),
  priority: z.number().int().min(1).max(10).optional().describe('1 (lowest) to 10 (highest)'),
  duration: z.number().int().min(1).optional().describe('estimate in minutes'),
  dueDate: day.nullable().optional(),
  dueTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable()
    .optional()
    .describe("HH:MM in the user's time zone; needs a dueDate"),
  plannedDate: day.nullable().optional(),
  projectId: id.optional(),
};

/** One task as get_task reads it: its labels by name, its direct subtasks and its latest comments. */
async function taskInFull(deps: Deps, viewer: SignedInUser, taskId: unknown) {
  const row = await ownTask(deps, viewer, taskId);
  const [task, labels, subtasks, comments] = await Promise.all([
    presentOneTask(deps, viewer, row),
    listLabels(deps, viewer),
    directSubtasks(deps.db, row.id),
    listComments(deps, viewer, row.id),
  ]);
  const names = new Map(labels.map((l) => [l.id, l.name]));
  return {
    ...task,
    labels: task.labels.map((labelId) => ({ id: labelId, name: names.get(labelId) })),
    subtasks: subtasks.map((t) => ({ id: t.id, name: t.name, completed: t.completed, priority: t.priority, dueDate: t.dueDate && dayOfStored(t.dueDate) })),
    commentCount: comments.length,
    latestComments: comments.slice(-LATEST_COMMENTS).map(commentForAgent),
  };
}

/** Finding, reading, adding, changing, completing and deleting tasks. */
export function registerTaskTools({ deps, viewer, tool }: ToolContext) {
  tool(
    'search_tasks',
    'tasks:read',
    "Finds the user's tasks matching every filter given (all tasks without any): text, project, label, due day, priority, completion",
    taskSearchArgs,
    async (args) => presentTasks(deps, viewer, await listTasks(deps, viewer, await taskFilterOf(deps, viewer, args))),
  );
  tool(
    'get_task',
    'tasks:read',
    `Reads one task with its labels' names, reminders, direct subtasks and its ${LATEST_COMMENTS} latest comments`,
    { taskId: id },
    ({ taskId }) => taskInFull(deps, viewer, taskId),
  );
  tool(
    'create_task',
    'tasks:write',
    'Creates a task in a project (list_projects gives their ids; without one, in the Inbox)',
    { ...taskFields, name: z.string().min(1).max(200) },
    async ({ projectId, ...args }) =>
      presentOneTask(
        deps,
        viewer,
        await createTask(deps, viewer, { priority: 5, duration: 30, ...args, projectId: projectId ?? (await inboxOf(deps, viewer)).id }),
      ),
  );
  tool(
    'quick_add_task',
    'tasks:write',
    'Creates a task from one line as the app\'s quick add reads it: "Pay rent every month on the 1st at 9am p2 #Home for 30 min @bills remind 1 day before" (a date, time, repeat, priority p1-p4 or !1-!10, #project, @label, length and reminder); without a #project, in projectId or the Inbox',
    { text: z.string().min(1).max(500), projectId: id.optional() },
    async (args) => presentOneTask(deps, viewer, await quickAddTask(deps, viewer, args)),
  );
  tool(
    'update_task',
    'tasks:write',
    'Changes the fields given of a task; the others stay. A projectId moves it, with its subtasks, to that project',
    { taskId: id, ...taskFields },
    async ({ taskId, ...fields }) => presentOneTask(deps, viewer, await updateTask(deps, viewer, taskId, fields)),
  );
  tool(
    'complete_task',
    'tasks:write',
    'Marks a task completed (completed: false reopens it)',
    { taskId: id, completed: z.boolean().optional() },
    async ({ taskId, completed }) => presentOneTask(deps, viewer, await setTaskCompleted(deps, viewer, taskId, { completed: completed ?? true })),
  );
  tool(
    'delete_task',
    'tasks:write',
    'Deletes a task with its subtasks, comments and reminders. It cannot be undone from here',
    { taskId: id },
    async ({ taskId }) => {
      const task = await deleteTask(deps, viewer, taskId);
      return { deleted: { id: task.id, name: task.name } };
    },
  );
}
