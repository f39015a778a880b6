import { encodeGlobalID } from '@pothos/plugin-relay';
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { builder } from '../../graphql/builder.js';
import * as tasks from './repository.js';
import { projectOf } from '../projects/repository.js';
import { notFound } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { addTimeSpent, createTask, deleteTask, reorderTasks, rescheduleTasks, setTaskCompleted, skipTaskOccurrence, updateTask } from './service.js';
import { RecurFromEnum, TaskEdge } from './Task.js';
import { ReminderInput } from '../reminders/Reminder.js';

// Payloads carry the task's project so Relay refreshes its counts (progress) in the same response.

/** The answer of a create (createTask, quickAddTask). */
export const { payloadType: CreateTaskPayload } = builder.relayMutationField(
  'createTask',
  {
    inputFields: (t) => ({
      projectId: t.id({ required: true }),
      name: t.string({ required: true }),
      description: t.string({ required: false }),
      priority: t.int({ required: true, description: '1 to 10' }),
      duration: t.int({ required: true, description: 'Estimate in minutes' }),
      dueDate: t.string({ required: false, description: 'YYYY-MM-DD (a full ISO date-time counts as its date part)' }),
      dueTime: t.string({ required: false, description: "HH:MM in the owner's time zone; needs a dueDate" }),
      plannedDate: t.string({ required: false, description: 'YYYY-MM-DD' }),
      recurrence: t.string({ required: false, description: 'RRULE text, e.g. FREQ=WEEKLY;BYDAY=MO,WE; needs a dueDate' }),
      recurFrom: t.field({ type: RecurFromEnum, required: false, description: 'Default due' }),
      position: t.int({ required: false, description: 'Default: the end of the list' }),
      reminders: t.field({ type: [ReminderInput], required: false, description: "Default: the owner's default reminder when the task has a deadline" }),
      assigneeId: t.int({ required: false, description: "A project member's user id; default nobody" }),
      labels: t.idList({ required: false, description: 'Label IDs (or rowIds) of the viewer' }),
      parentId: t.id({ required: false, description: 'Makes it a subtask of this task (same project)' }),
      clientId: t.string({
        required: false,
        description: 'An id the client made up for this create: a repeat with the same clientId returns the first task instead of a second one',
      }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ task: await createTask(ctx, ctx.viewer, input) }),
  },
  {
    outputFields: (t) => ({
      task: t.prismaField({ type: 'Task', resolve: (query, p, _a, ctx) => tasks.taskSelected(ctx.db, query, p.task.id) }),
      taskEdge: t.field({
        type: TaskEdge,
        description: 'For @appendEdge/@prependEdge into a tasks connection',
        resolve: (p) => ({ cursor: formatPrismaCursor(p.task, 'id'), node: p.task }),
      }),
      project: t.prismaField({
        type: 'Project',
        resolve: (query, p, _a, ctx) => projectOf(ctx.db, p.task.projectId, query),
      }),
    }),
  },
);

builder.relayMutationField(
  'updateTask',
  {
    inputFields: (t) => ({
      id: t.id({ required: true }),
      name: t.string({ required: false }),
      description: t.string({ required: false, description: 'null clears it' }),
      priority: t.int({ required: false }),
      duration: t.int({ required: false }),
      projectId: t.id({ required: false }),
      dueDate: t.string({ required: false, description: 'YYYY-MM-DD (a full ISO date-time counts as its date part); null clears it and its time' }),
      dueTime: t.string({ required: false, description: "HH:MM in the owner's time zone; null clears it" }),
      plannedDate: t.string({ required: false, description: 'YYYY-MM-DD; null clears it' }),
      recurrence: t.string({ required: false, description: 'RRULE text; null stops the repeat. A new rule applies from the current occurrence on' }),
      recurFrom: t.field({ type: RecurFromEnum, required: false }),
      position: t.int({ required: false }),
      completed: t.boolean({ required: false }),
      timeSpent: t.int({ required: false, description: 'Total minutes (to add minutes, use addTaskTimeSpent)' }),
      assigneeId: t.int({ required: false, description: "A project member's user id; null unassigns" }),
      reminders: t.field({ type: [ReminderInput], required: false, description: "Replaces the task's reminders" }),
      labels: t.idList({ required: false, description: "Replaces the viewer's labels on the task (Label IDs or rowIds); other members' labels stay" }),
      parentId: t.id({ required: false, description: 'Makes it a subtask of this task (same project); null makes it top-level' }),
      completeSubtasks: t.boolean({ required: false, description: 'With completed: true, completes its open subtasks too' }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input: { id, ...change } }, ctx) => ({ task: await updateTask(ctx, ctx.viewer, id, change) }),
  },
  {
    outputFields: (t) => ({
      task: t.prismaField({ type: 'Task', resolve: (query, p, _a, ctx) => tasks.taskSelected(ctx.db, query, p.task.id) }),
      project: t.prismaField({
        type: 'Project',
        resolve: (query, p, _a, ctx) => projectOf(ctx.db, p.task.projectId, query),
      }),
    }),
  },
);

builder.relayMutationField(
  'completeTask',
  {
    inputFields: (t) => ({
      id: t.id({ required: true }),
      completed: t.boolean({ required: false, description: 'Default true; false reopens it' }),
      completeSubtasks: t.boolean({ required: false, description: 'Completes its open subtasks too (default: they stay open)' }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({
      task: await setTaskCompleted(ctx, ctx.viewer, input.id, {
        completed: input.completed ?? true,
        ...(input.completeSubtasks != null ? { completeSubtasks: input.completeSubtasks } : {}),
      }),
    }),
  },
  {
    outputFields: (t) => ({
      task: t.prismaField({ type: 'Task', resolve: (query, p, _a, ctx) => tasks.taskSelected(ctx.db, query, p.task.id) }),
      project: t.prismaField({
        type: 'Project',
        resolve: (query, p, _a, ctx) => projectOf(ctx.db, p.task.projectId, query),
      }),
    }),
  },
);

builder.relayMutationField(
  'skipTaskOccurrence',
  { inputFields: (t) => ({ id: t.id({ required: true }) }) },
  {
    description: 'Skips the current occurrence of a recurring task: it moves on to its next deadline, keeping nothing of the skipped one',
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ task: await skipTaskOccurrence(ctx, ctx.viewer, input.id) }),
  },
  {
    outputFields: (t) => ({
      task: t.prismaField({ type: 'Task', resolve: (query, p, _a, ctx) => tasks.taskSelected(ctx.db, query, p.task.id) }),
    }),
  },
);

builder.relayMutationField(
  'addTaskTimeSpent',
  {
    inputFields: (t) => ({
      id: t.id({ required: true }),
      timeSpent: t.float({ required: true, description: 'Minutes to add (0 to 1440), rounded to whole minutes' }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ task: await addTimeSpent(ctx, ctx.viewer, input.id, { timeSpent: input.timeSpent }) }),
  },
  {
    outputFields: (t) => ({
      task: t.prismaField({ type: 'Task', resolve: (query, p, _a, ctx) => tasks.taskSelected(ctx.db, query, p.task.id) }),
    }),
  },
);

builder.relayMutationField(
  'deleteTask',
  { inputFields: (t) => ({ id: t.id({ required: true }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ task: await deleteTask(ctx, ctx.viewer, input.id) }),
  },
  {
    outputFields: (t) => ({
      deletedTaskId: t.id({ description: 'For @deleteRecord', resolve: (p) => encodeGlobalID('Task', p.task.id) }),
      project: t.prismaField({
        type: 'Project',
        resolve: (query, p, _a, ctx) => projectOf(ctx.db, p.task.projectId, query),
      }),
    }),
  },
);

builder.relayMutationField(
  'reorderTasks',
  { inputFields: (t) => ({ taskIds: t.idList({ required: true, description: 'The tasks in their new order' }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => {
      const taskIds = input.taskIds.map((id) => rowIdFrom(id, 'Task') ?? -1);
      if (taskIds.includes(-1)) throw notFound('Task');
      return { tasks: await reorderTasks(ctx, ctx.viewer, { taskIds }) };
    },
  },
  {
    outputFields: (t) => ({
      tasks: t.prismaField({
        type: ['Task'],
        description: 'The listed tasks with their new positions',
        resolve: (query, p, _a, ctx) =>
          tasks.findTasksSelected(
            ctx.db,
            query,
            p.tasks.map((x) => x.id),
          ),
      }),
    }),
  },
);

builder.relayMutationField(
  'rescheduleTasks',
  {
    inputFields: (t) => ({
      taskIds: t.idList({ required: true, description: 'The tasks to move' }),
      dueDate: t.string({ required: true, description: 'Their new deadline day, YYYY-MM-DD (each keeps its time)' }),
    }),
  },
  {
    description: 'Moves the deadlines of several tasks to one day ("Reschedule all to today"): all of them or, on any error, none',
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => {
      const taskIds = input.taskIds.map((id) => rowIdFrom(id, 'Task') ?? -1);
      if (taskIds.includes(-1)) throw notFound('Task');
      return { tasks: await rescheduleTasks(ctx, ctx.viewer, { taskIds, dueDate: input.dueDate }) };
    },
  },
  {
    outputFields: (t) => ({
      tasks: t.prismaField({
        type: ['Task'],
        description: 'The moved tasks with their new deadlines',
        resolve: (query, p, _a, ctx) =>
          tasks.findTasksSelected(
            ctx.db,
            query,
            p.tasks.map((x) => x.id),
          ),
      }),
    }),
  },
);
