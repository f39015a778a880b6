import type { Deps, Viewer } from '../../graphql/context.js';
import { assertRoomForProjects } from '../projects/projectLimit.js';
import { publishTaskChange } from '../tasks/events.js';
import { adfToText } from './adf.js';
import { jiraRequest, failedCall, type JiraAuth } from './client.js';
import { assertSignedIn, jiraAuthFor } from './credentials.js';
import { JiraError } from './errors.js';

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

export type IssueAsTask = { key: string; url: string; name: string; description: string | null; priority: number; duration: number };

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
  const userId = viewer.id;
  const { link, auth } = await jiraAuthFor(deps, userId);
  const found = (await searchOpenIssues(deps, auth, link.projectKey)).map((i) => issueToTask(link.jiraUrl, i));
  const issues = [...new Map(found.filter((i): i is IssueAsTask => !!i).map((i) => [i.key, i])).values()];

  const result = await deps.db.$transaction(
    async (tx) => {
      let project = await tx.project.findFirst({ where: { userId, name: link.projectKey }, orderBy: { id: 'asc' } });
      if (!project) {
        const last = await tx.project.aggregate({ where: { userId }, _max: { position: true }, _count: { _all: true } });
        assertRoomForProjects(last._count._all);
        project = await tx.project.create({
          data: {
            userId,
            name: link.projectKey,
            description: `Open issues of Jira project ${link.projectKey}`,
            priority: DEFAULT_PRIORITY,
            originator: 'Jira',
            position: (last._max.position ?? -1) + 1,
          },
        });
      }
      const existing = new Map(
        (await tx.task.findMany({ where: { userId, jiraIssueKey: { in: issues.map((i) => i.key) } }, orderBy: { id: 'asc' } })).map((t) => [
          t.jiraIssueKey!,
          t,
        ]),
      );
      const lastTask = await tx.task.aggregate({ where: { userId }, _max: { position: true } });
      let position = (lastTask._max.position ?? -1) + 1;
      const changes: Array<{ kind: 'created' | 'updated'; taskId: number }> = [];
      let unchanged = 0;
      for (const issue of issues) {
        const fields = { name: issue.name, description: issue.description, priority: issue.priority, duration: issue.duration, jiraIssueUrl: issue.url };
        const task = existing.get(issue.key);
        if (!task) {
          const created = await tx.task.create({ data: { ...fields, userId, projectId: project.id, jiraIssueKey: issue.key, position: position++ } });
          changes.push({ kind: 'created', taskId: created.id });
        } else if (Object.entries(fields).some(([k, v]) => task[k as keyof typeof fields] !== v)) {
          await tx.task.update({ where: { id: task.id }, data: fields });
          changes.push({ kind: 'updated', taskId: task.id });
        } else unchanged += 1;
      }
      return { project, changes, unchanged };
    },
    { maxWait: 10_000, timeout: 60_000 },
  );

  for (const c of result.changes) publishTaskChange(deps, userId, c.kind, c.taskId);
  return {
    projectId: result.project.id,
    projectName: result.project.name,
    total: issues.length,
    created: result.changes.filter((c) => c.kind === 'created').length,
    updated: result.changes.filter((c) => c.kind === 'updated').length,
    unchanged: result.unchanged,
  };
}
