import { z } from 'zod';
import { PasswordChangeInput, PasswordSetInput, PreferencesInput, ProfileInput } from '../../../../shared/settings/validation.js';
import { isoDateTime, isoDay, JsonValue, type ApiModule } from '../../http/openapi/apiRoute.js';
import { PROJECT_ROLES } from '../../../../shared/members/validation.js';
import { RECUR_FROM } from '../../../../shared/tasks/validation.js';
import { SelfBody } from '../users/openapi.js';
import { ROLES } from '../users/validation.js';
import { EXPORT_FORMAT, EXPORT_VERSION, ExportFile, type ExportDocument } from './exportFormat.js';

const Preferences = z
  .strictObject({
    notificationSound: z.boolean(),
    aiProvider: z.strictObject({ provider: z.enum(['openai', 'local']), model: z.string().nullable() }).meta({ description: 'the AI engine of this instance' }),
  })
  .meta({ id: 'Preferences' });

const ImportSummary = z
  .strictObject({
    projects: z.number().int().meta({ description: "projects made (a file's Inbox joins the account's)" }),
    tasks: z.number().int(),
    comments: z.number().int(),
    pomodoroSessions: z.number().int(),
    links: z.number().int(),
    notifications: z.number().int(),
    chatMessages: z.number().int(),
    dailySchedules: z.number().int(),
    todaySessions: z.number().int(),
    aiRecommendations: z.number().int(),
    settings: z.boolean(),
    skippedScheduleDates: z.array(z.string()).meta({ description: 'days the account already had a schedule for: its own is kept' }),
    jiraSkipped: z.boolean().meta({ description: 'the Jira link is never exported: link Jira again' }),
  })
  .meta({ id: 'ImportSummary' });

const int = z.number().int();

/** The export file as GET /api/settings/export writes it (exportData.ts): what POST /api/settings/import reads. */
export const ExportBody = z
  .strictObject({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exportedAt: isoDateTime,
    profile: z.strictObject({
      username: z.string(),
      email: z.string(),
      name: z.string().nullable(),
      role: z.enum(ROLES),
      twoFactorEnabled: z.boolean(),
      createdAt: isoDateTime,
    }),
    settings: z.strictObject({ workDuration: int, breakDuration: int, notificationSound: z.boolean() }).nullable(),
    projects: z.array(
      z.strictObject({
        id: int,
        name: z.string(),
        description: z.string().nullable(),
        priority: int,
        originator: z.string().nullable(),
        position: int,
        inbox: z.boolean(),
        createdAt: isoDateTime,
        members: z.array(z.strictObject({ email: z.string(), role: z.enum(PROJECT_ROLES) })).meta({ description: 'who works in it, by e-mail' }),
      }),
    ),
    labels: z.array(z.strictObject({ id: int, name: z.string(), color: z.string(), createdAt: isoDateTime })),
    tasks: z.array(
      z.strictObject({
        id: int,
        projectId: int,
        name: z.string(),
        description: z.string().nullable(),
        priority: int,
        duration: int,
        completed: z.boolean(),
        completedAt: isoDateTime.nullable(),
        timeSpent: int,
        dueDate: isoDateTime.nullable(),
        dueTime: z.string().nullable(),
        plannedDate: isoDateTime.nullable(),
        recurrence: z.string().nullable(),
        recurFrom: z.enum(RECUR_FROM),
        occurrencesDone: int,
        seriesId: int.nullable(),
        parentId: int.nullable(),
        labels: z.array(int).meta({ description: 'label ids of this file' }),
        assigneeEmail: z.string().nullable(),
        assigneeName: z.string().nullable(),
        emailSent: z.boolean(),
        emailSentAt: isoDateTime.nullable(),
        position: int,
        jiraIssueKey: z.string().nullable(),
        jiraIssueUrl: z.string().nullable(),
        createdAt: isoDateTime,
      }),
    ),
    comments: z.array(
      z.strictObject({ id: int, taskId: int, authorEmail: z.string(), body: z.string(), createdAt: isoDateTime, editedAt: isoDateTime.nullable() }),
    ),
    pomodoroSessions: z.array(
      z.strictObject({
        id: int,
        taskId: int,
        startTime: isoDateTime,
        endTime: isoDateTime.nullable(),
        duration: int,
        type: z.enum(['work', 'break']),
        completed: z.boolean(),
        createdAt: isoDateTime,
      }),
    ),
    reminders: z.array(
      z.strictObject({
        id: int,
        taskId: int,
        offsetMinutes: int.nullable().meta({ description: 'minutes before the deadline (or at is set)' }),
        at: isoDateTime.nullable(),
      }),
    ),
    links: z.array(z.strictObject({ id: int, label: z.string(), url: z.string(), position: int, createdAt: isoDateTime })),
    notifications: z.array(
      z.strictObject({
        id: int,
        type: z.string(),
        action: z.string(),
        title: z.string(),
        message: z.string(),
        timestamp: isoDateTime,
        read: z.boolean(),
        data: JsonValue.nullable(),
      }),
    ),
    chatMessages: z.array(
      z.strictObject({ id: int, role: z.enum(['user', 'assistant']), content: z.string(), actions: JsonValue.nullable(), timestamp: isoDateTime }),
    ),
    dailySchedules: z.array(
      z.strictObject({
        id: int,
        date: isoDay,
        scheduleData: JsonValue,
        generatedTimestamp: isoDateTime,
        todaySessions: z.array(
          z.strictObject({
            id: int,
            taskId: int.nullable(),
            sessionId: int,
            startTime: z.string(),
            endTime: z.string(),
            taskName: z.string(),
            completed: z.boolean(),
            actualStartTime: isoDateTime.nullable(),
            actualCompletionTime: isoDateTime.nullable(),
            createdAt: isoDateTime,
          }),
        ),
      }),
    ),
    aiRecommendations: z.array(z.strictObject({ id: int, taskId: int, rank: int, reason: z.string().nullable(), timestamp: isoDateTime })),
    jira: z
      .strictObject({ jiraUrl: z.string(), email: z.string(), projectKey: z.string(), transitionOnComplete: z.boolean(), postWorklogs: z.boolean() })
      .nullable()
      .meta({ description: 'the Jira link without its token' }),
  })
  .meta({ id: 'ExportFile' });
export type ExportedFile = z.infer<typeof ExportBody>;

// what the export writes, the import reads: a field the answer's schema and the import's disagree on fails to compile
const exportReadsBack: ExportDocument = {} as ExportedFile;
void exportReadsBack;

export const settingsApi: ApiModule = {
  tag: 'Settings',
  description: 'Profile, password, preferences, export and import (a browser session only).',
  routes: [
    {
      method: 'get',
      path: '/settings',
      summary: "The viewer's settings",
      response: Preferences.extend({ profile: SelfBody }).meta({ id: 'Settings' }),
    },
    { method: 'put', path: '/settings/profile', summary: 'Change the profile', body: ProfileInput, response: SelfBody },
    {
      method: 'put',
      path: '/settings/password',
      errors: [429],
      summary: 'Change the password (an account made by single sign-on sets its first one with newPassword alone)',
      body: z.union([PasswordChangeInput, PasswordSetInput]),
      response: z.strictObject({ success: z.literal(true) }),
    },
    { method: 'put', path: '/settings/preferences', summary: 'Change the preferences', body: PreferencesInput, response: Preferences },
    {
      method: 'get',
      path: '/settings/export',
      summary: "Download all the viewer's data (a JSON file)",
      response: ExportBody,
    },
    { method: 'post', path: '/settings/import', summary: 'Import an export file (up to 20 MB)', body: ExportFile, response: ImportSummary },
  ],
};
