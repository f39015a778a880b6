import { z } from 'zod';
import { isRecurrence } from '../tasks/recurrence.js';
import { RECURRENCE_MESSAGES } from '../../../../shared/tasks/recurrenceMessages.js';
import { PROJECT_ROLES } from '../../../../shared/members/validation.js';
import { COMMENT_MAX_LENGTH } from '../../../../shared/comments/messages.js';

/**
 * The "Export my data" document, version 1. Ids are the exporting account's row ids; they only
 * tie rows of the file together (task.projectId, session.taskId …). Import gives every row a
 * new id and rewires those references.
 */
export const EXPORT_FORMAT = 'streamline-export';
export const EXPORT_VERSION = 1;

const id = z.number().int().positive().max(2_147_483_647);
const date = z.iso.datetime({ offset: true }).transform((s) => new Date(s));
const nullableDate = date.nullable().default(null);
// PostgreSQL refuses NUL in text and JSON: refuse it here rather than fail half-way through.
const noNul = (s: string) => !s.includes('\0');
const text = (max: number) => z.string().max(max).refine(noNul, 'The file contains a NUL character');
const int32 = z.number().int().min(-2_147_483_648).max(2_147_483_647);
const nullableText = (max: number) => text(max).nullable().default(null);
const json = z.json().refine((v) => !JSON.stringify(v).includes('\\u0000'), 'The file contains a NUL character');

export const ExportProject = z.object({
  id,
  name: text(200).min(1),
  description: nullableText(5000),
  priority: z.number().int().min(1).max(10),
  originator: nullableText(200),
  position: int32.default(0),
  /** the account's Inbox: an import adds its tasks to the importing account's Inbox */
  inbox: z.boolean().default(false),
  createdAt: date,
  members: z
    .array(z.object({ email: text(254), role: z.enum(PROJECT_ROLES) }))
    .max(1000)
    .optional(),
});

export const ExportLabel = z.object({
  id,
  name: text(50).min(1),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  createdAt: date,
});

export const ExportTask = z.object({
  id,
  projectId: id,
  name: text(200).min(1),
  description: nullableText(5000),
  priority: z.number().int().min(1).max(10),
  duration: z.number().int().min(1).max(525_600),
  completed: z.boolean().default(false),
  completedAt: nullableDate,
  timeSpent: z.number().int().min(0).max(100_000_000).default(0),
  dueDate: nullableDate,
  dueTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullable()
    .default(null),
  plannedDate: nullableDate,
  recurrence: nullableText(500).refine((rule) => rule === null || isRecurrence(rule), RECURRENCE_MESSAGES.invalid),
  recurFrom: z.enum(['due', 'completion']).default('due'),
  occurrencesDone: z.number().int().min(0).max(100_000).default(0),
  /** a completed occurrence's series task (an id of this file) */
  seriesId: id.nullable().default(null),
  /** the task it is a subtask of (an id of this file) */
  parentId: id.nullable().default(null),
  /** its labels (ids of this file) */
  labels: z.array(id).max(100).default([]),
  assigneeEmail: nullableText(254),
  assigneeName: nullableText(200),
  emailSent: z.boolean().default(false),
  emailSentAt: nullableDate,
  position: int32.default(0),
  jiraIssueKey: nullableText(100),
  jiraIssueUrl: nullableText(2048),
  createdAt: date,
});

/** A comment on a task of the file: its author by e-mail (ids do not travel between servers). */
export const ExportComment = z.object({
  id,
  taskId: id,
  authorEmail: text(254).min(1),
  body: text(COMMENT_MAX_LENGTH).min(1, 'comments: a comment needs its body'),
  createdAt: date,
  editedAt: nullableDate,
});

export const ExportPomodoroSession = z.object({
  id,
  taskId: id,
  startTime: date,
  endTime: nullableDate,
  duration: z.number().int().min(0).max(100_000),
  type: z.enum(['work', 'break']),
  completed: z.boolean().default(false),
  createdAt: date,
});

/** A task's reminder: minutes before its deadline, or an instant. */
export const ExportReminder = z
  .object({
    id,
    taskId: id,
    offsetMinutes: z.number().int().min(0).max(527_040).nullable().default(null),
    at: nullableDate.default(null),
  })
  .refine((r) => (r.offsetMinutes === null) !== (r.at === null), { message: 'A reminder has either offsetMinutes or at' });

export const ExportLink = z.object({
  id,
  label: text(100).min(1),
  url: text(2048).regex(/^https?:\/\//i),
  position: int32.default(0),
  createdAt: date,
});

export const ExportNotification = z.object({
  id,
  type: text(50),
  action: text(50),
  title: text(1000),
  message: text(20_000),
  timestamp: date,
  read: z.boolean(),
  data: json.nullable().default(null),
});

export const ExportChatMessage = z.object({
  id,
  role: z.enum(['user', 'assistant']),
  content: text(200_000),
  actions: json.nullable().default(null),
  timestamp: date,
});

export const ExportTodaySession = z.object({
  id,
  taskId: id.nullable(),
  sessionId: int32,
  startTime: text(100),
  endTime: text(100),
  taskName: text(1000),
  completed: z.boolean().default(false),
  actualStartTime: nullableDate,
  actualCompletionTime: nullableDate,
  createdAt: date,
});

export const ExportDailySchedule = z.object({
  id,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
  scheduleData: json,
  generatedTimestamp: date,
  todaySessions: z.array(ExportTodaySession).max(1000).default([]),
});

export const ExportAiRecommendation = z.object({
  id,
  taskId: id,
  rank: int32,
  reason: nullableText(20_000),
  timestamp: date,
});

export const ExportFile = z
  .object({
    format: z.literal(EXPORT_FORMAT, { error: 'This is not a Streamline export file' }),
    version: z.literal(EXPORT_VERSION, { error: `Unsupported export version: this server reads version ${EXPORT_VERSION}` }),
    exportedAt: date,
    profile: z.object({ username: z.string(), email: z.string(), name: z.string().nullable() }).loose(),
    settings: z
      .object({
        workDuration: z.number().int().min(1).max(240),
        breakDuration: z.number().int().min(1).max(240),
        notificationSound: z.boolean(),
      })
      .nullable(),
    projects: z.array(ExportProject).max(10_000),
    // files from before labels have none
    labels: z.array(ExportLabel).max(10_000).default([]),
    tasks: z.array(ExportTask).max(100_000),
    // files from before comments have none
    comments: z.array(ExportComment).max(500_000).default([]),
    pomodoroSessions: z.array(ExportPomodoroSession).max(500_000),
    // files from before reminders have none
    reminders: z.array(ExportReminder).max(500_000).default([]),
    links: z.array(ExportLink).max(10_000),
    notifications: z.array(ExportNotification).max(100_000),
    chatMessages: z.array(ExportChatMessage).max(100_000),
    dailySchedules: z.array(ExportDailySchedule).max(10_000),
    aiRecommendations: z.array(ExportAiRecommendation).max(100_000),
    jira: z
      .object({
        jiraUrl: z.string(),
        email: z.string(),
        projectKey: z.string(),
        transitionOnComplete: z.boolean(),
        postWorklogs: z.boolean(),
      })
      .nullable(),
  })
  .superRefine((file, ctx) => {
    const unique = (rows: Array<{ id: number }>, what: string) => {
      if (new Set(rows.map((r) => r.id)).size !== rows.length) ctx.addIssue({ code: 'custom', message: `The file repeats a ${what} id` });
    };
    unique(file.projects, 'project');
    unique(file.tasks, 'task');
    unique(file.labels, 'label');
    unique(file.dailySchedules, 'daily schedule');
    const projects = new Set(file.projects.map((p) => p.id));
    const tasks = new Set(file.tasks.map((t) => t.id));
    const missing = (rows: Array<{ id: number }>, key: 'projectId' | 'taskId', known: Set<number>, what: string, target: string) => {
      const bad = rows.find((r) => !known.has((r as unknown as Record<string, number>)[key]));
      if (bad) ctx.addIssue({ code: 'custom', message: `${what} ${bad.id} refers to a ${target} that is not in the file` });
    };
    missing(file.tasks, 'projectId', projects, 'Task', 'project');
    const labels = new Set(file.labels.map((l) => l.id));
    const badLabel = file.tasks.find((t) => t.labels.some((l) => !labels.has(l)));
    if (badLabel) ctx.addIssue({ code: 'custom', message: `Task ${badLabel.id} refers to a label that is not in the file` });
    missing(file.comments, 'taskId', tasks, 'Comment', 'task');
    missing(file.pomodoroSessions, 'taskId', tasks, 'Pomodoro session', 'task');
    missing(file.reminders, 'taskId', tasks, 'Reminder', 'task');
    missing(file.aiRecommendations, 'taskId', tasks, 'AI recommendation', 'task');
    const dates = file.dailySchedules.map((s) => s.date);
    if (new Set(dates).size !== dates.length) ctx.addIssue({ code: 'custom', message: 'The file has two daily schedules for the same date' });
  });

export type ExportFile = z.infer<typeof ExportFile>;
export type ExportDocument = z.input<typeof ExportFile>;
