import type { Router } from 'express';
import type { Deps } from '../graphql/context.js';
import { authRouter } from '../modules/auth/rest.js';
import { identitiesRouter, oidcRouter } from '../modules/oidc/rest.js';
import { usersRouter } from '../modules/users/rest.js';
import { projectsRouter } from '../modules/projects/rest.js';
import { tasksRouter } from '../modules/tasks/rest.js';
import { notificationsRouter } from '../modules/notifications/rest.js';
import { linksRouter } from '../modules/links/rest.js';
import { settingsRouter } from '../modules/settings/rest.js';
import { jiraRouter } from '../modules/jira/rest.js';
import { pomodoroRouter } from '../modules/pomodoro/rest.js';
import { timerRouter } from '../modules/pomodoro/timerRest.js';
import { pomodoroSettingsRouter } from '../modules/pomodoro/settingsRest.js';
import { aiRouter } from '../modules/ai/rest.js';
import { scheduleRouter } from '../modules/schedule/rest.js';
import { chatRouter } from '../modules/chat/rest.js';
import { syncRouter } from '../modules/sync/rest.js';
import { calendarRouter, feedUrlRouter } from '../modules/calendarFeed/rest.js';
import { remindersRouter } from '../modules/reminders/rest.js';
import { pushRouter } from '../modules/push/rest.js';
import { invitationsRouter, projectMembersRouter } from '../modules/members/rest.js';
import { commentsRouter, taskCommentsRouter } from '../modules/comments/rest.js';
import { projectActivityRouter, taskActivityRouter } from '../modules/activity/rest.js';
import { searchRouter } from '../modules/search/rest.js';
import { adminTokensRouter, tokensRouter } from '../modules/tokens/rest.js';
import { projectWebhooksRouter, webhooksRouter } from '../modules/webhooks/rest.js';
import { labelsRouter } from '../modules/labels/rest.js';
import { filtersRouter } from '../modules/filters/rest.js';
import { importRouter } from '../modules/import/rest.js';
import { apiDocsRouter, openApiRouter } from './openapi/rest.js';

/** Every REST router of the spec, by mount path under /api. Add a domain with one line. */
export const restRoutes: Array<[path: string, make: (deps: Deps) => Router]> = [
  ['/auth/oidc', oidcRouter],
  ['/auth/identities', identitiesRouter],
  ['/auth', authRouter],
  ['/users/me/feed-url', feedUrlRouter],
  ['/users', usersRouter],
  ['/projects', projectMembersRouter],
  ['/projects', projectWebhooksRouter],
  ['/projects', projectsRouter],
  ['/invitations', invitationsRouter],
  ['/projects', projectActivityRouter],
  ['/tasks', tasksRouter],
  ['/tasks', taskCommentsRouter],
  ['/tasks', taskActivityRouter],
  ['/comments', commentsRouter],
  ['/notifications', notificationsRouter],
  ['/links', linksRouter],
  ['/labels', labelsRouter],
  ['/filters', filtersRouter],
  ['/settings/pomodoro', pomodoroSettingsRouter],
  ['/settings', settingsRouter],
  ['/jira', jiraRouter],
  ['/pomodoro', pomodoroRouter],
  ['/timer', timerRouter],
  ['/ai', aiRouter],
  ['/schedule', scheduleRouter],
  ['/chat', chatRouter],
  ['/sync', syncRouter],
  ['/calendar', calendarRouter],
  ['/reminders', remindersRouter],
  ['/push', pushRouter],
  ['/search', searchRouter],
  ['/tokens', tokensRouter],
  ['/admin/tokens', adminTokensRouter],
  ['/webhooks', webhooksRouter],
  ['/import', importRouter],
  ['/openapi.json', openApiRouter],
  ['/docs', apiDocsRouter],
];
