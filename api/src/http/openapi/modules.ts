import type { ApiModule } from './apiRoute.js';
import { referenceApi } from './referenceApi.js';
import { healthApi } from '../../modules/health/openapi.js';
import { authApi } from '../../modules/auth/openapi.js';
import { usersApi } from '../../modules/users/openapi.js';
import { calendarFeedApi } from '../../modules/calendarFeed/openapi.js';
import { projectsApi } from '../../modules/projects/openapi.js';
import { membersApi } from '../../modules/members/openapi.js';
import { activityApi } from '../../modules/activity/openapi.js';
import { tasksApi } from '../../modules/tasks/openapi.js';
import { remindersApi } from '../../modules/reminders/openapi.js';
import { commentsApi } from '../../modules/comments/openapi.js';
import { notificationsApi } from '../../modules/notifications/openapi.js';
import { linksApi } from '../../modules/links/openapi.js';
import { labelsApi } from '../../modules/labels/openapi.js';
import { filtersApi } from '../../modules/filters/openapi.js';
import { settingsApi } from '../../modules/settings/openapi.js';
import { jiraApi } from '../../modules/jira/openapi.js';
import { pomodoroApi } from '../../modules/pomodoro/openapi.js';
import { aiApi } from '../../modules/ai/openapi.js';
import { scheduleApi } from '../../modules/schedule/openapi.js';
import { chatApi } from '../../modules/chat/openapi.js';
import { syncApi } from '../../modules/sync/openapi.js';
import { pushApi } from '../../modules/push/openapi.js';
import { searchApi } from '../../modules/search/openapi.js';
import { tokensApi } from '../../modules/tokens/openapi.js';
import { webhooksApi } from '../../modules/webhooks/openapi.js';
import { importApi } from '../../modules/import/openapi.js';
import { oidcApi } from '../../modules/oidc/openapi.js';

/** Each module's routes in the OpenAPI document, in the order the reference lists them. Add a module with one line. */
export const apiModules: ApiModule[] = [
  authApi,
  oidcApi,
  tasksApi,
  projectsApi,
  membersApi,
  commentsApi,
  activityApi,
  remindersApi,
  labelsApi,
  filtersApi,
  linksApi,
  notificationsApi,
  searchApi,
  pomodoroApi,
  scheduleApi,
  aiApi,
  chatApi,
  syncApi,
  calendarFeedApi,
  pushApi,
  jiraApi,
  settingsApi,
  importApi,
  usersApi,
  tokensApi,
  webhooksApi,
  healthApi,
  referenceApi,
];
