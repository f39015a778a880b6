import { z } from 'zod';
import { descriptionSchema, nameSchema, prioritySchema, ReorderIdsInput, searchSchema, ORDER_FIELDS, DIRECTIONS } from '../projects/validation.js';
import { numeric } from '../validation/numeric.js';
import { rowIdNumber } from '../validation/rowIds.js';
import { singleLine } from '../validation/singleLine.js';
import { TASK_MESSAGES } from './messages.js';
import { QUICK_ADD_MAX_LENGTH } from './quickAddLimits.js';
import { PRIORITY_BANDS } from './priority.js';
import { dayFrom, isCalendarDay, TIME_OF_DAY } from './dates.js';
import { MAX_TASK_MINUTES } from './durations.js';
import { taskLabelsSchema } from '../labels/validation.js';

export const RECUR_FROM = ['due', 'completion'] as const;
export type RecurFrom = (typeof RECUR_FROM)[number];

export const durationSchema = numeric(TASK_MESSAGES.duration).pipe(
  z.number().int(TASK_MESSAGES.duration).positive(TASK_MESSAGES.duration).max(MAX_TASK_MINUTES, TASK_MESSAGES.durationMax),
);
const projectIdSchema = z.union([z.string(), z.number()], { error: TASK_MESSAGES.project });
/** A calendar day, YYYY-MM-DD; a full ISO date-time (older clients) counts as its date part; null or "" clears it. */
const daySchema = (message: string) =>
  z.union([z.string(), z.date(), z.null()], { error: message }).transform((v, ctx) => {
    if (v === null || v === '') return null;
    const day = dayFrom(v);
    if (day === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return day;
  });
const dueDateSchema = daySchema(TASK_MESSAGES.dueDate);
const plannedDateSchema = daySchema(TASK_MESSAGES.plannedDate);
const dueTimeSchema = z.union([z.string(), z.null()], { error: TASK_MESSAGES.dueTime }).transform((v, ctx) => {
  if (v === null || v === '') return null;
  if (!TIME_OF_DAY.test(v.trim())) {
    ctx.addIssue({ code: 'custom', message: TASK_MESSAGES.dueTime });
    return z.NEVER;
  }
  return v.trim();
});
/** RRULE text, checked as a rule by the server (tasks/recurrence.ts); null or "" means it does not repeat. */
const recurrenceSchema = z
  .union([singleLine(z.string().max(500, TASK_MESSAGES.recurrence), 'recurrence'), z.null()], { error: TASK_MESSAGES.recurrence })
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()));
const recurFromSchema = z.enum(RECUR_FROM, { error: TASK_MESSAGES.recurFrom });
const completedSchema = z.boolean({ error: TASK_MESSAGES.completed });
/** The id a client made up for a create (offline temp id or UUID); a repeat returns the first task. */
const clientIdSchema = singleLine(
  z.string({ error: TASK_MESSAGES.clientId }).trim().min(1, TASK_MESSAGES.clientId).max(100, TASK_MESSAGES.clientId),
  'clientId',
);
/** The task this one is a subtask of (a row id or GraphQL ID); null makes it a top-level task. */
const parentIdSchema = z.union([z.string(), z.number(), z.null()], { error: TASK_MESSAGES.parentId });
const positionSchema = numeric(TASK_MESSAGES.position).pipe(
  z.number().int(TASK_MESSAGES.position).min(0, TASK_MESSAGES.position).max(1_000_000_000, TASK_MESSAGES.positionMax),
);

/** A member of the task's project (their user id), or null for nobody; the server checks the membership. */
const assigneeIdSchema = z.union([numeric(TASK_MESSAGES.assigneeId).pipe(rowIdNumber(TASK_MESSAGES.assigneeId)), z.null()], {
  error: TASK_MESSAGES.assigneeId,
});

export const TaskInput = z.object({
  name: nameSchema,
  description: descriptionSchema,
  priority: prioritySchema,
  duration: durationSchema,
  projectId: projectIdSchema,
  dueDate: dueDateSchema.optional(),
  dueTime: dueTimeSchema.optional(),
  plannedDate: plannedDateSchema.optional(),
  recurrence: recurrenceSchema.optional(),
  recurFrom: recurFromSchema.optional(),
  position: positionSchema.optional(),
  clientId: clientIdSchema.nullish(),
  assigneeId: assigneeIdSchema.optional(),
  labels: taskLabelsSchema.optional(),
  parentId: parentIdSchema.optional(),
});

/** PUT and PATCH both change only the fields sent: read-only fields (id, userId, projectName…) are ignored. */
export const TaskUpdateInput = z.object({
  name: nameSchema.optional(),
  description: descriptionSchema,
  priority: prioritySchema.optional(),
  duration: durationSchema.optional(),
  projectId: projectIdSchema.optional(),
  dueDate: dueDateSchema.optional(),
  dueTime: dueTimeSchema.optional(),
  plannedDate: plannedDateSchema.optional(),
  recurrence: recurrenceSchema.optional(),
  recurFrom: recurFromSchema.optional(),
  position: positionSchema.optional(),
  completed: completedSchema.optional(),
  assigneeId: assigneeIdSchema.optional(),
  timeSpent: numeric(TASK_MESSAGES.timeSpentTotal)
    .pipe(z.number().int(TASK_MESSAGES.timeSpentTotal).min(0, TASK_MESSAGES.timeSpentTotal).max(100_000_000))
    .optional(),
  labels: taskLabelsSchema.optional(),
  parentId: parentIdSchema.optional(),
  /** with completed: true, completes the task's open subtasks too (else they stay open) */
  completeSubtasks: completedSchema.optional(),
});

/** POST /api/tasks/parse: the line as typed (not trimmed, so the parts' offsets are the client's). */
export const QuickAddTextInput = z.object(
  {
    text: singleLine(
      z
        .string({ error: TASK_MESSAGES.quickAddText })
        .max(QUICK_ADD_MAX_LENGTH, TASK_MESSAGES.quickAddTextMax)
        .refine((text) => text.trim() !== '', TASK_MESSAGES.quickAddText),
      'text',
    ),
  },
  { error: TASK_MESSAGES.quickAddText },
);

/** POST /api/tasks/quick: a quick-add line to create, and the project it goes to when it names none (else the Inbox). */
export const QuickAddTaskInput = QuickAddTextInput.extend({ projectId: projectIdSchema.optional() });

export const CompleteInput = z.object({
  completed: completedSchema.default(true),
  completeSubtasks: z.boolean({ error: TASK_MESSAGES.completeSubtasks }).optional(),
});

/** Minutes to add (a pomodoro's work time); fractions are rounded to whole minutes. */
export const AddTimeInput = z.object({
  timeSpent: numeric(TASK_MESSAGES.timeSpent).pipe(z.number().min(0, TASK_MESSAGES.timeSpent).max(1440, TASK_MESSAGES.timeSpent)),
});

export const ReorderTasksInput = z.object({ taskIds: ReorderIdsInput('taskIds') });

/** POST /api/tasks/reschedule: moves the listed tasks' deadlines to one day (their times stay). */
export const RescheduleTasksInput = z.object({
  taskIds: ReorderIdsInput('taskIds'),
  dueDate: z.union([z.string(), z.date()], { error: TASK_MESSAGES.dueDate }).transform((v, ctx) => {
    const day = dayFrom(v);
    if (day === null) {
      ctx.addIssue({ code: 'custom', message: TASK_MESSAGES.dueDate });
      return z.NEVER;
    }
    return day;
  }),
});

const booleanParam = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'completed must be true or false' })
  .transform((v) => v === true || v === 'true');

const filterDay = (field: string) =>
  z.string({ error: `${field} must be a date as YYYY-MM-DD` }).refine((v) => isCalendarDay(v), `${field} must be a date as YYYY-MM-DD`);

const idOrIds = (message: string) =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: message })
    .transform((v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : [v]))
    .refine((v) => v.length <= 100, message);

const MIN_PRIORITY_MESSAGE = 'minPriority must be a whole number from 1 to 10';

/** Filters of GET /api/tasks (query string) and Query.tasks (arguments). */
export const TaskFilterInput = z.object({
  projectId: z.union([z.string(), z.number()], { error: 'projectId must be one project id' }).nullish(),
  /** any of these projects (a saved filter's projects) */
  projectIds: idOrIds('projectIds must be project ids').nullish(),
  /** tasks carrying any of these labels (one id, a comma list or repeated) */
  label: idOrIds('label must be label ids').nullish(),
  /** tasks assigned to this user (once tasks have assignees) */
  assigneeId: numeric('assigneeId must be a user id').pipe(rowIdNumber('assigneeId must be a user id')).nullish(),
  completed: booleanParam.nullish(),
  search: searchSchema.nullish(),
  priority: z.enum(PRIORITY_BANDS, { error: 'priority must be high, medium or low' }).nullish(),
  /** only tasks of this priority or above (1 to 10) */
  minPriority: numeric(MIN_PRIORITY_MESSAGE).pipe(z.number().int(MIN_PRIORITY_MESSAGE).min(1, MIN_PRIORITY_MESSAGE).max(10, MIN_PRIORITY_MESSAGE)).nullish(),
  orderBy: z.enum(ORDER_FIELDS, { error: 'orderBy must be position, priority or createdAt' }).nullish(),
  direction: z.enum(DIRECTIONS, { error: 'direction must be asc or desc' }).nullish(),
  /** only tasks completed at or after this instant (e.g. "completed this week") */
  completedSince: z
    .union([z.date(), z.string()], { error: 'completedSince must be a date and time' })
    .pipe(z.coerce.date({ error: 'completedSince must be a date and time' }))
    .nullish(),
  /** only tasks whose deadline or planned day is on or after this day */
  dateFrom: filterDay('dateFrom').nullish(),
  /** only tasks whose deadline or planned day is on or before this day */
  dateTo: filterDay('dateTo').nullish(),
  /** true: only open tasks whose deadline is before today in the viewer's time zone; false: none of those */
  overdue: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'overdue must be true or false' })
    .transform((v) => v === true || v === 'true')
    .nullish(),
  /** true: only tasks that repeat (a recurrence rule); false: only those that do not */
  recurring: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'recurring must be true or false' })
    .transform((v) => v === true || v === 'true')
    .nullish(),
});
export type TaskFilter = z.input<typeof TaskFilterInput>;

export const LIST_LIMIT_MESSAGE = 'limit must be a whole number from 1 to 1000';
/** GET /api/tasks?limit=N: the first N tasks of the filtered, ordered list (no limit: all of them). */
export const TaskListLimitInput = z.object({
  limit: numeric(LIST_LIMIT_MESSAGE).pipe(z.number().int(LIST_LIMIT_MESSAGE).min(1, LIST_LIMIT_MESSAGE).max(1000, LIST_LIMIT_MESSAGE)).nullish(),
});
