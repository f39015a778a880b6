import { z } from 'zod';
import { JiraLinkInput, JiraTestInput, WorklogInput } from '../../../../shared/jira/validation.js';
import { isoDateTime, SuccessBody, type ApiModule } from '../../http/openapi/apiRoute.js';
import { JIRA_PROBLEMS } from './errors.js';

/** The Jira link as the browser sees it (credentials.ts): never the token, only that one is stored. */
const JiraLinkBody = z
  .union([
    z.strictObject({ linked: z.literal(false) }),
    z.strictObject({
      linked: z.literal(true),
      jiraUrl: z.string(),
      email: z.string(),
      projectKey: z.string(),
      hasToken: z.boolean(),
      transitionOnComplete: z.boolean(),
      postWorklogs: z.boolean(),
      createdAt: isoDateTime,
      updatedAt: isoDateTime,
    }),
  ])
  .meta({ id: 'JiraLink' });

const ConnectionResult = z
  .union([
    z.strictObject({
      ok: z.literal(true),
      displayName: z.string(),
      accountId: z.string().nullable(),
      projectKey: z.string(),
      projectName: z.string(),
    }),
    z.strictObject({ ok: z.literal(false), problem: z.enum(JIRA_PROBLEMS), message: z.string() }),
  ])
  .meta({ id: 'JiraConnectionResult' });

const JiraImportResult = z
  .strictObject({
    projectId: z.number().int(),
    projectName: z.string(),
    total: z.number().int().meta({ description: 'open issues found' }),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
  })
  .meta({ id: 'JiraImportResult' });

export const jiraApi: ApiModule = {
  tag: 'Jira',
  routes: [
    { method: 'get', path: '/jira', summary: 'The Jira connection', response: JiraLinkBody },
    { method: 'put', path: '/jira', errors: [502, 504], summary: 'Save the Jira connection', body: JiraLinkInput, response: JiraLinkBody },
    { method: 'delete', path: '/jira', summary: 'Remove the Jira connection', response: SuccessBody },
    { method: 'post', path: '/jira/test', errors: [502, 504], summary: 'Try a connection', body: JiraTestInput, response: ConnectionResult },
    { method: 'post', path: '/jira/import', errors: [502, 504], summary: 'Import the Jira issues as tasks', response: JiraImportResult },
    {
      method: 'post',
      path: '/jira/tasks/:taskId/transition',
      errors: [502, 504],
      summary: "Move a task's issue on in Jira",
      response: z.strictObject({ taskId: z.number().int(), issueKey: z.string(), transitionId: z.string(), status: z.string() }),
    },
    {
      method: 'post',
      path: '/jira/tasks/:taskId/worklog',
      errors: [502, 504],
      summary: "Log work on a task's issue",
      body: WorklogInput,
      status: 201,
      response: z.strictObject({ taskId: z.number().int(), issueKey: z.string(), worklogId: z.string().nullable(), minutes: z.number().int() }),
    },
  ],
};
