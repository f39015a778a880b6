import { z } from 'zod';
import { PasswordChangeInput, PasswordSetInput, PreferencesInput, ProfileInput } from '../../../../shared/settings/validation.js';
import { anyObject, type ApiModule } from '../../http/openapi/apiRoute.js';
import { SelfBody } from '../users/openapi.js';
import { ExportFile } from './exportFormat.js';

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
      // the import's schema reads dates into Date objects, which an answer's schema cannot describe
      response: anyObject('The export file: the body POST /api/settings/import reads'),
    },
    { method: 'post', path: '/settings/import', summary: 'Import an export file (up to 20 MB)', body: ExportFile, response: ImportSummary },
  ],
};
