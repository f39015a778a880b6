// The Jira link's public surface: REST, GraphQL and the tasks/pomodoro modules import from here.
export { getJiraLink, saveJiraLink, deleteJiraLink, presentJiraLink, type PresentedJiraLink } from './credentials.js';
export { testConnection, type ConnectionResult } from './connection.js';
export { importIssues, issueToTask } from './importIssues.js';
export { onTaskCompleted, postWorklog, transitionTaskIssue, postTaskWorklog, type HookResult, type JiraTask } from './taskHooks.js';
