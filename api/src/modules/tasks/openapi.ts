import { z } from 'zod';
import {
  AddTimeInput,
  CompleteInput,
  QuickAddTaskInput,
  QuickAddTextInput,
  RECUR_FROM,
  ReorderTasksInput,
  RescheduleTasksInput,
  TaskFilterInput,
  TaskInput,
  TaskListLimitInput,
  TaskUpdateInput,
} from '../../../../shared/tasks/validation.js';
import { AssignInput } from '../../../../shared/tasks/assign.js';
import { DeletedBody, isoDateTime, isoDay, type ApiModule } from '../../http/openapi/apiRoute.js';
import type { QuickAdd } from '../../../../shared/tasks/quickAdd.js';
import { QUICK_ADD_PART_KINDS } from '../../../../shared/tasks/quickAddParts.js';
import type { ClientTask } from './present.js';
import type { assignTask } from './assignment.js';

const Reminder = z.union([
  z.strictObject({ id: z.number().int(), offsetMinutes: z.number().int() }),
  z.strictObject({ id: z.number().int(), at: isoDateTime }),
]);

/** A task as every REST answer carries it (present.ts). */
export const TaskBody = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    completed: z.boolean(),
    completedAt: isoDateTime.nullable(),
    timeSpent: z.number().int().meta({ description: 'minutes' }),
    userId: z.number().int(),
    priority: z.number().int().min(1).max(10),
    duration: z.number().int().meta({ description: 'minutes' }),
    projectId: z.number().int(),
    projectName: z.string().nullable(),
    position: z.number().int(),
    dueDate: isoDay.nullable(),
    dueTime: z.string().nullable().meta({ description: 'HH:MM' }),
    plannedDate: isoDay.nullable(),
    recurrence: z.string().nullable().meta({ description: 'an RRULE' }),
    recurFrom: z.enum(RECUR_FROM),
    seriesId: z.number().int().nullable().meta({ description: 'the first task of its repeating series' }),
    assigneeId: z.number().int().nullable(),
    parentId: z.number().int().nullable(),
    labels: z.array(z.number().int()),
    assigneeEmail: z.string().nullable(),
    assigneeName: z.string().nullable(),
    emailSent: z.boolean(),
    emailSentAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    reminders: z.array(Reminder),
  })
  .meta({ id: 'Task' });

// the schema and present.ts describe the same fields: a field added to one and not the other fails to compile
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const taskShapeMatches: Same<keyof z.infer<typeof TaskBody>, keyof ClientTask> = true;
void taskShapeMatches;

const TaskList = z.array(TaskBody);

/** What a quick-add line sets (shared/tasks/quickAdd.ts). */
export const QuickAddBody = z
  .strictObject({
    name: z.string().meta({ description: 'the line without the parts read into fields' }),
    dueDate: isoDay.nullable().meta({ description: "in the viewer's time zone" }),
    dueTime: z.string().nullable().meta({ description: "HH:MM in the viewer's time zone; null for an all-day deadline" }),
    recurrence: z.string().nullable().meta({ description: 'an RRULE without the "RRULE:" prefix' }),
    recurFrom: z.enum(RECUR_FROM),
    priority: z.number().int().min(1).max(10).nullable(),
    duration: z.number().int().positive().nullable().meta({ description: 'minutes ("for 45 min", "1h30m")' }),
    projectId: z.number().int().nullable().meta({ description: 'a project the viewer may add tasks to, named by "#word"' }),
    projectName: z.string().nullable(),
    labels: z
      .array(z.strictObject({ id: z.number().int().nullable().meta({ description: 'null: no label of the viewer has this name' }), name: z.string() }))
      .meta({ description: 'the "@label"s of the line, each once, in order' }),
    reminders: z.array(z.union([z.strictObject({ offsetMinutes: z.number().int() }), z.strictObject({ at: isoDateTime })])),
    parts: z
      .array(z.strictObject({ start: z.number().int(), end: z.number().int(), kind: z.enum(QUICK_ADD_PART_KINDS), text: z.string() }))
      .meta({ description: 'the recognized spans of the text, [start, end) in UTF-16 code units' }),
  })
  .meta({ id: 'QuickAdd' });

const EmailFields = {
  success: z.literal(true),
  subject: z.string(),
  body: z.string().meta({ description: 'the text of the e-mail' }),
  html: z.string(),
  emailContent: z.string().meta({ description: 'the text sent (body, or the emailContent asked for)' }),
  message: z.string(),
  task: TaskBody,
};

/** The answer of an assignment: the e-mail composed, and sent unless previewOnly. */
export const AssignmentBody = z
  .union([
    z.strictObject({ ...EmailFields, previewOnly: z.literal(true), delivery: z.literal('none') }),
    z.strictObject({
      ...EmailFields,
      previewOnly: z.literal(false),
      delivery: z.enum(['smtp', 'outbox']).meta({ description: 'outbox: no mail server is set up, the e-mail was written to a file' }),
      outboxFile: z.string().nullable(),
      invitationId: z.number().int().nullable().meta({ description: 'the assignee was not a member: the invitation sent with the e-mail' }),
    }),
  ])
  .meta({ id: 'Assignment' });

// the schemas and the code describe the same fields: a field added to one and not the other fails to compile
const quickAddShapeMatches: Same<keyof z.infer<typeof QuickAddBody>, keyof QuickAdd> = true;
void quickAddShapeMatches;
type KeysOfEach<T> = T extends unknown ? keyof T : never;
const assignmentShapeMatches: Same<KeysOfEach<z.infer<typeof AssignmentBody>>, KeysOfEach<Awaited<ReturnType<typeof assignTask>>>> = true;
void assignmentShapeMatches;
export const UpdatedTask = TaskBody.extend({
  offlineMerge: z
    .object({ conflict: z.boolean(), serverFields: z.array(z.string()), offlineFields: z.array(z.string()) })
    .optional()
    .meta({ description: 'only for a replayed offline edit: how it was merged field by field' }),
});

/** A change of a task made offline and replayed (offlineMerge.ts): merged field by field, its labels label by label. */
const OfflineEdit = z
  .strictObject({
    baseUpdatedAt: isoDateTime.nullable().meta({ description: "the task's updatedAt on the device when it was changed; null: unknown" }),
    changedAt: z.record(z.string(), isoDateTime).meta({ description: 'field name → when (device time) it was changed' }),
    baseLabels: z.array(z.number().int()).optional().meta({
      description: "with labels: the viewer's label ids the device had on the task before the change; without it the labels sent replace the viewer's",
    }),
  })
  .meta({ id: 'OfflineEdit' });
const TaskUpdateBody = TaskUpdateInput.extend({
  offlineEdit: OfflineEdit.optional().meta({ description: 'only for a replayed offline change: how to merge it with what changed meanwhile' }),
});

export const tasksApi: ApiModule = {
  tag: 'Tasks',
  description: 'Tasks of the projects the viewer may read (spec sections 3 and 7).',
  routes: [
    { method: 'get', path: '/tasks', summary: 'List tasks', query: TaskFilterInput.extend(TaskListLimitInput.shape), response: TaskList },
    { method: 'get', path: '/tasks/:id', summary: 'Read a task', response: TaskBody },
    {
      method: 'post',
      path: '/tasks/parse',
      summary: 'Read a quick-add line into task fields (writes nothing)',
      body: QuickAddTextInput,
      response: QuickAddBody,
    },
    {
      method: 'post',
      path: '/tasks/quick',
      summary:
        'Create a task from a quick-add line ("Pay rent every month on the 1st at 9am p2 #Home"): without a #project it goes to projectId, else the Inbox',
      body: QuickAddTaskInput,
      status: 201,
      response: TaskBody,
    },
    {
      method: 'post',
      path: '/tasks',
      summary: 'Create a task (a repeated clientId answers 200 with the first task)',
      body: TaskInput,
      status: 201,
      sameBodyAlso: { 200: 'A repeat (the same clientId): the task the first request created' },
      response: TaskBody,
    },
    { method: 'post', path: '/tasks/reschedule', summary: "Move the listed tasks' deadlines to one day", body: RescheduleTasksInput, response: TaskList },
    { method: 'put', path: '/tasks/reorder', summary: 'Reorder tasks', body: ReorderTasksInput, response: TaskList },
    { method: 'put', path: '/tasks/:id', summary: 'Change a task (only the fields sent)', body: TaskUpdateBody, response: UpdatedTask },
    { method: 'patch', path: '/tasks/:id', summary: 'Change a task (only the fields sent)', body: TaskUpdateBody, response: UpdatedTask },
    { method: 'delete', path: '/tasks/:id', summary: 'Delete a task', response: DeletedBody },
    { method: 'patch', path: '/tasks/:id/complete', summary: 'Complete or reopen a task', body: CompleteInput, response: TaskBody },
    { method: 'post', path: '/tasks/:id/skip', summary: 'Skip the occurrence of a repeating task', response: TaskBody },
    { method: 'patch', path: '/tasks/:id/time', summary: 'Add minutes spent', body: AddTimeInput, response: TaskBody },
    {
      method: 'post',
      path: '/tasks/:id/assign',
      errors: [502],
      summary: 'Assign a task by email (or preview the email)',
      body: AssignInput,
      response: AssignmentBody,
    },
  ],
};
