import { builder } from '../../graphql/builder.js';
import type { AiProviderInfo } from './aiProvider.js';
import type { ImportSummary } from '../../../../shared/settings/importSummary.js';

export type PreferencesShape = { notificationSound: boolean; aiProvider: AiProviderInfo };

export const AiProviderRef = builder.objectRef<AiProviderInfo>('AiProviderInfo').implement({
  description: 'The AI engine of this server (read-only)',
  fields: (t) => ({
    provider: t.exposeString('provider', { description: 'openai or local' }),
    model: t.exposeString('model', { nullable: true }),
  }),
});

export const PreferencesRef = builder.objectRef<PreferencesShape>('Preferences').implement({
  fields: (t) => ({
    notificationSound: t.exposeBoolean('notificationSound'),
    aiProvider: t.field({ type: AiProviderRef, resolve: (p) => p.aiProvider }),
  }),
});

export const ImportSummaryRef = builder.objectRef<ImportSummary>('DataImportSummary').implement({
  fields: (t) => ({
    projects: t.exposeInt('projects'),
    tasks: t.exposeInt('tasks'),
    pomodoroSessions: t.exposeInt('pomodoroSessions'),
    links: t.exposeInt('links'),
    notifications: t.exposeInt('notifications'),
    chatMessages: t.exposeInt('chatMessages'),
    dailySchedules: t.exposeInt('dailySchedules'),
    todaySessions: t.exposeInt('todaySessions'),
    aiRecommendations: t.exposeInt('aiRecommendations'),
    settings: t.exposeBoolean('settings'),
    skippedScheduleDates: t.exposeStringList('skippedScheduleDates'),
    jiraSkipped: t.exposeBoolean('jiraSkipped'),
  }),
});
