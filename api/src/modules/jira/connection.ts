import type { Deps, Viewer } from '../../graphql/context.js';
import { parseInput } from '../../lib/errors.js';
import { jiraRequest, failedCall, type JiraAuth } from './client.js';
import { assertSignedIn, authOf } from './credentials.js';
import { JiraError, type JiraProblem } from './errors.js';
import { parseJiraUrl } from './urlGuard.js';
import { findLink } from './repository.js';
import { JIRA_MESSAGES, JiraTestInput } from '../../../../shared/jira/validation.js';

export type ConnectionResult =
  { ok: true; displayName: string; accountId: string | null; projectKey: string; projectName: string } | { ok: false; problem: JiraProblem; message: string };

/**
 * "Test connection": who am I (GET /rest/api/3/myself), then the project (GET /rest/api/3/project/KEY).
 * Uses the form's values when given, the saved link for anything left out.
 */
export async function testConnection(deps: Deps, viewer: Viewer, input: unknown): Promise<ConnectionResult> {
  assertSignedIn(viewer);
  const form = parseInput(JiraTestInput, input ?? {});
  try {
    const saved = await findLink(deps.db, viewer);
    const jiraUrl = parseJiraUrl(deps.config, form.jiraUrl ?? saved?.jiraUrl ?? '');
    const email = form.email ?? saved?.email;
    const projectKey = form.projectKey ?? saved?.projectKey;
    // the stored token only goes to the site it was saved for
    const apiToken = form.apiToken ?? (saved && saved.jiraUrl === jiraUrl ? authOf(deps, saved).apiToken : undefined);
    if (!email) throw new JiraError('bad_credentials', JIRA_MESSAGES.email);
    if (!apiToken) throw new JiraError('bad_credentials', JIRA_MESSAGES.apiToken);
    if (!projectKey) throw new JiraError('project_not_found', JIRA_MESSAGES.projectKey);
    return { ok: true, ...(await check(deps, { jiraUrl, email, apiToken }, projectKey)) };
  } catch (err) {
    if (err instanceof JiraError) return { ok: false, problem: err.problem, message: err.message };
    throw err;
  }
}

async function check(deps: Deps, auth: JiraAuth, projectKey: string) {
  const me = await jiraRequest(deps.config, auth, 'GET', '/rest/api/3/myself');
  if (me.status === 404) throw new JiraError('not_jira', `This address does not look like Jira Cloud: ${auth.jiraUrl}/rest/api/3/myself was not found (404)`);
  if (me.status !== 200) throw failedCall(me, 'checking the account');
  const user = me.body as { displayName?: unknown; accountId?: unknown } | string;
  if (!me.isJson || typeof user !== 'object' || typeof user.displayName !== 'string') {
    throw new JiraError('not_jira', 'This address does not look like Jira Cloud: /rest/api/3/myself did not answer with a Jira user');
  }
  const project = await jiraRequest(deps.config, auth, 'GET', `/rest/api/3/project/${encodeURIComponent(projectKey)}`);
  if (project.status === 404) {
    throw new JiraError('project_not_found', `Project ${projectKey} was not found in Jira, or this account cannot see it`);
  }
  if (project.status !== 200) throw failedCall(project, `reading project ${projectKey}`);
  const p = project.body as { key?: unknown; name?: unknown };
  return {
    displayName: user.displayName,
    accountId: typeof user.accountId === 'string' ? user.accountId : null,
    projectKey: typeof p.key === 'string' ? p.key : projectKey,
    projectName: typeof p.name === 'string' ? p.name : projectKey,
  };
}
