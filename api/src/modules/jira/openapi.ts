import { JiraLinkInput, JiraTestInput, WorklogInput } from '../../../../shared/jira/validation.js';
import { anyObject, type ApiModule } from '../../http/openapi/apiRoute.js';

const Link = anyObject('The Jira connection (never the API token)');

export const jiraApi: ApiModule = {
  tag: 'Jira',
  routes: [
    { method: 'get', path: '/jira', summary: 'The Jira connection', response: Link },
    { method: 'put', path: '/jira', summary: 'Save the Jira connection', body: JiraLinkInput, response: Link },
    { method: 'delete', path: '/jira', summary: 'Remove the Jira connection', response: anyObject('The outcome') },
    { method: 'post', path: '/jira/test', summary: 'Try a connection', body: JiraTestInput, response: anyObject('Whether it works') },
    { method: 'post', path: '/jira/import', summary: 'Import the Jira issues as tasks', response: anyObject('What was imported') },
    { method: 'post', path: '/jira/tasks/:taskId/transition', summary: "Move a task's issue on in Jira", response: anyObject('The outcome') },
    {
      method: 'post',
      path: '/jira/tasks/:taskId/worklog',
      summary: "Log work on a task's issue",
      body: WorklogInput,
      status: 201,
      response: anyObject('The worklog'),
    },
  ],
};
