import { builder } from '../../graphql/builder.js';
import type { QuickAdd, QuickAddPart, QuickAddReminder } from '../../../../shared/tasks/quickAdd.js';
import { QUICK_ADD_PART_KINDS } from '../../../../shared/tasks/quickAddParts.js';
import { parseTaskText } from './quickAdd.js';
import { quickAddTask } from './quickAddCreate.js';
import { CreateTaskPayload } from './mutations.js';

const QuickAddPartKindEnum = builder.enumType('TaskTextPartKind', { values: QUICK_ADD_PART_KINDS });

const TaskTextPart = builder.objectRef<QuickAddPart>('TaskTextPart').implement({
  description: 'A recognized span of the line: [start, end) in UTF-16 code units',
  fields: (t) => ({
    start: t.exposeInt('start'),
    end: t.exposeInt('end'),
    kind: t.field({ type: QuickAddPartKindEnum, resolve: (p) => p.kind }),
    text: t.exposeString('text'),
  }),
});

const TaskTextReminder = builder.objectRef<QuickAddReminder>('TaskTextReminder').implement({
  description: 'Minutes before the deadline, or an instant',
  fields: (t) => ({
    offsetMinutes: t.int({ nullable: true, resolve: (r) => ('offsetMinutes' in r ? r.offsetMinutes : null) }),
    at: t.string({ nullable: true, description: 'ISO instant', resolve: (r) => ('at' in r ? r.at : null) }),
  }),
});

const TaskTextLabel = builder.objectRef<QuickAdd['labels'][number]>('TaskTextLabel').implement({
  description: 'An "@label" of the line: one of the viewer\'s labels',
  fields: (t) => ({
    labelRowId: t.exposeInt('id', { nullable: true }),
    name: t.exposeString('name'),
  }),
});

const TaskTextParse = builder.objectRef<QuickAdd>('TaskTextParse').implement({
  description: 'The fields a quick-add line sets (POST /api/tasks/parse)',
  fields: (t) => ({
    name: t.exposeString('name'),
    dueDate: t.exposeString('dueDate', { nullable: true, description: "YYYY-MM-DD in the user's time zone" }),
    dueTime: t.exposeString('dueTime', { nullable: true, description: "HH:MM in the user's time zone" }),
    recurrence: t.exposeString('recurrence', { nullable: true, description: 'RRULE text' }),
    recurFrom: t.exposeString('recurFrom', { description: '"due" or "completion"' }),
    priority: t.exposeInt('priority', { nullable: true }),
    duration: t.exposeInt('duration', { nullable: true, description: 'Minutes ("for 45 min", "1h30m")' }),
    projectRowId: t.exposeInt('projectId', { nullable: true }),
    projectName: t.exposeString('projectName', { nullable: true }),
    labels: t.field({ type: [TaskTextLabel], resolve: (p) => p.labels }),
    reminders: t.field({ type: [TaskTextReminder], resolve: (p) => p.reminders }),
    parts: t.field({ type: [TaskTextPart], resolve: (p) => p.parts }),
  }),
});

builder.queryFields((t) => ({
  parseTaskText: t.field({
    type: TaskTextParse,
    description: 'Reads a quick-add line ("Call plumber tomorrow at 3pm p1 #Home") with the viewer\'s time zone and projects; writes nothing',
    authScopes: { signedIn: true },
    args: { text: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => parseTaskText(ctx, ctx.viewer, args),
  }),
}));

const QuickAddTaskInputRef = builder.inputType('QuickAddTaskInput', {
  fields: (t) => ({
    text: t.string({ required: true, description: 'The line as typed, e.g. "Pay rent every month on the 1st at 9am p2 #Home"' }),
    projectId: t.id({ required: false, description: 'Where the task goes when the line names no #project; default the Inbox' }),
  }),
});

builder.mutationField('quickAddTask', (t) =>
  t.field({
    type: CreateTaskPayload,
    description: 'Creates the task a quick-add line describes, read as parseTaskText reads it',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: QuickAddTaskInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ task: await quickAddTask(ctx, ctx.viewer, input) }),
  }),
);
