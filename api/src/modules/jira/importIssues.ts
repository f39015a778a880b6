import type { Deps, Viewer } from '../../graphql/context.js';
import { publishTasksChange } from '../tasks/events.js';
import { adfToText } from './adf.js';
import { jiraRequest, failedCall, type JiraAuth } from './client.js';
import { assertSignedIn, jiraAuthFor } from './credentials.js';
import { JiraError } from './errors.js';
import { writeImport, type IssueAsTask } from './repository.js';

export const PRIORITY_FROM_JIRA: Record<string, number> = { highest: 9, high: 8, medium: 5, low: 3, lowest: 1 };
export const DEFAULT_PRIORITY = 5;
export const DEFAULT_DURATION_MINUTES = 30;
const PAGE_SIZE = 100;
const MAX_PAGES = 100;
const ISSUE_KEY = /^[A-Z][A-Z0-9_]*-\d+$/;
const FIELDS = ['summary', 'description', 'priority', 'timetracking', 'timeoriginalestimate'];

type JiraIssue = {
  key?: unknown;
  fields?: {
    summary?: unknown;
    description?: unknown;
    priority?: { name?: unknown } | null;
    timetracking?: { originalEstimateSeconds?: unknown } | null;
    timeoriginalestimate?: unknown;
  };
};

export type { IssueAsTask };

/** How a Jira issue reads as a Streamline task. */
export function issueToTask(jiraUrl: string, issue: JiraIssue): IssueAsTask | null {
  const key = typeof issue.key === 'string' ? issue.key : '';
  if (!ISSUE_KEY.test(key)) return null;
  const f = issue.fields ?? {};
  const summary = typeof f.summary === 'string' && f.summary.trim() ? f.summary.trim() : key;
  const description = adfToText(f.description);
  const priorityName = typeof f.priority?.name === 'string' ? f.priority.name.trim().toLowerCase() : '';
  const seconds = [f.timetracking?.originalEstimateSeconds, f.timeoriginalestimate].find((v): v is number => typeof v === 'number' && v > 0);
  return {
    key,
    url: `${jiraUrl}/browse/${key}`,
    name: summary.slice(0, 200),
    description: description ? description.slice(0, 5000) : null,
    priority: PRIORITY_FROM_JIRA[priorityName] ?? DEFAULT_PRIORITY,
    duration: seconds ? Math.min(525_600, Math.max(1, Math.round(seconds / 60))) : DEFAULT_DURATION_MINUTES,
  };
}

/** Every open issue of the project (JQL search with nextPageToken paging). */
export async function searchOpenIssues(deps: Deps, auth: JiraAuth, projectKey: string) {
  const issues: JiraIssue[] = [];
  let nextPageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await jiraRequest(deps.config, auth, 'POST', '/rest/api/3/search/jql', {
      jql: `project = "${projectKey}" AND statusCategory != Done ORDER BY key ASC`, // key checked by projectKeySchema
      fields: FIELDS,
      maxResults: PAGE_SIZE,
      ...(nextPageToken ? { nextPageToken } : {}),
    });
    if (res.status === 400 || res.status === 404) {
      throw new JiraError('project_not_found', `Jira could not search project ${projectKey}: check the project key`);
    }
    if (res.status !== 200) throw failedCall(res, `searching the issues of ${projectKey}`);
    const body = res.body as { issues?: unknown; nextPageToken?: unknown; isLast?: unknown };
    if (!res.isJson || !Array.isArray(body?.issues))
      throw new JiraError('not_jira', 'Jira answered the issue search with something that is not a list of issues');
    issues.push(...(body.issues as JiraIssue[]));
    if (body.isLast === true || typeof body.nextPageToken !== 'string' || !body.nextPageToken) return issues;
    nextPageToken = body.nextPageToken;
  }
  return issues;
}

/**
 * "Import": the project's open issues become tasks in a project named after the key (made if
 * missing). A task already imported for an issue (same jiraIssueKey) is updated, not duplicated.
 */
export async function importIssues(deps: Deps, viewer: Viewer) {
  assertSignedIn(viewer);
  const { link, auth } = await jiraAuthFor(deps, viewer);
  const found = (await searchOpenIssues(deps, auth, link.projectKey)).map((i) => issueToTask(link.jiraUrl, i));
  const issues = [...new Map(found.filter((i): i is IssueAsTask => !!i).map((i) => [i.key, i])).values()];
  const result = await writeImport(deps.db, viewer, link.projectKey, issues, {
    description: `Open issues of Jira project ${link.projectKey}`,
    priority: DEFAULT_PRIORITY,
  });
  for (const c of result.changes) await publishTasksChange(deps, c.kind, [c.taskId]);
  return {
    projectId: result.project.id,
    projectName: result.project.name,
    total: issues.length,
    created: result.changes.filter((c) => c.kind === 'created').length,
    updated: result.changes.filter((c) => c.kind === 'updated').length,
    unchanged: result.unchanged,
  };
}
