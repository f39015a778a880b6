import type { Deps, Viewer } from '../../graphql/context.js';
import { badRequest } from '../../lib/errors.js';
import { createProject, inboxOf, listProjects, signedIn } from '../projects/service.js';
import { projectPolicy } from '../projects/policy.js';
import { createLabel, listLabels } from '../labels/service.js';
import { createTaskOnce, setTaskCompleted, tasksByClientId } from '../tasks/service.js';
import { pomodoroSettingsOf } from '../pomodoro/settings.js';
import { INBOX } from '../projects/inbox.js';
import { labelNameKey } from '../../../../shared/labels/validation.js';
import { MAX_LABELS } from '../../../../shared/labels/messages.js';
import type { ImportResult, ImportSource } from '../../../../shared/import/summary.js';
import { checkPlan, parentsFirst } from './checkPlan.js';
import { dateReader, type DateReader } from './dueText.js';
import { parseGenericCsv } from './genericCsv.js';
import { importClientId, type ImportPlan, type ParseOptions, type PlannedTask } from './plan.js';
import { parseTickTickCsv } from './ticktickCsv.js';
import { parseTodoistCsv } from './todoistCsv.js';
import { parseTodoistJson } from './todoistJson.js';

export type ImportRequest = { source: ImportSource; body: string; contentType: string; query: Record<string, unknown> };

const PROJECT_PARAM_MAX = 200;

function readPlan({ source, body, contentType }: ImportRequest, options: ParseOptions, readDate: DateReader): ImportPlan {
  if (source === 'ticktick') return parseTickTickCsv(body, options);
  if (source === 'csv') return parseGenericCsv(body, options, readDate);
  const json = /json/i.test(contentType) || body.trimStart().startsWith('{');
  return json ? parseTodoistJson(body, options, readDate) : parseTodoistCsv(body, options, readDate);
}

/** `?dryRun=1` (or `?dryRun` alone, or true) previews; 0, false or no parameter imports. */
function dryRunOf(value: unknown): boolean {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '' || value === '1' || value === 'true') return true;
  throw badRequest('dryRun must be 1 or 0');
}

function projectOf(value: unknown): string | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || value.trim().length > PROJECT_PARAM_MAX)
    throw badRequest(`project must be a project name of at most ${PROJECT_PARAM_MAX} characters`);
  return value.trim() || null;
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase('en-US');

/**
 * POST /api/import/{source}: the file's tasks created through the task service, in projects and with
 * labels made when missing. Each task carries a clientId made from its source row, so a second import
 * of the same file skips what the first created. With dryRun the answer is the same, and nothing is written.
 */
export async function runImport(deps: Deps, viewer: Viewer, request: ImportRequest): Promise<ImportResult> {
  signedIn(viewer);
  const dryRun = dryRunOf(request.query.dryRun);
  const project = projectOf(request.query.project);
  if (!request.body.trim()) throw badRequest('The file is empty');
  const timeZone = viewer.timeZone || 'UTC';
  const plan = readPlan(request, { now: new Date(), timeZone, project }, await dateReader(timeZone, new Date()));
  checkPlan(plan);

  const clientIdOf = (key: string) => importClientId(request.source, key);
  const existing = await tasksByClientId(deps, viewer, [...new Set(plan.tasks.flatMap((t) => [t.key, ...(t.parentKey ? [t.parentKey] : [])]))].map(clientIdOf));
  const tasks = parentsFirst(plan, (key) => existing.has(clientIdOf(key)));
  const fresh = tasks.filter((t) => !existing.has(clientIdOf(t.key)));

  const projects = new Map<string, { id: number; name: string }>();
  for (const p of await listProjects(deps, viewer))
    if (projectPolicy.canAddTasks(viewer, p) && !projects.has(nameKey(p.name))) projects.set(nameKey(p.name), p);
  const newProjects = unique(fresh.map((t) => t.projectName)).filter((name) => !projects.has(nameKey(name)) && nameKey(name) !== nameKey(INBOX.name));
  const labels = new Map((await listLabels(deps, viewer)).map((l) => [labelNameKey(l.name), l.id]));
  const newLabels = unique(fresh.flatMap((t) => t.labels)).filter((name) => !labels.has(labelNameKey(name)));
  if (labels.size + newLabels.length > MAX_LABELS) throw badRequest(`The import would take you past ${MAX_LABELS} labels`);

  const summary: ImportResult = {
    source: request.source,
    dryRun,
    created: fresh.length,
    skipped: tasks.length - fresh.length,
    projects: unique(tasks.map((t) => t.projectName)).map((name) => ({
      name,
      created: newProjects.includes(name),
      tasks: fresh.filter((t) => nameKey(t.projectName) === nameKey(name)).length,
    })),
    labels: newLabels,
    tasks: summariesOf(tasks, new Set(fresh)),
    warnings: plan.warnings,
  };
  if (dryRun || fresh.length === 0) return summary;

  for (const name of newProjects) projects.set(nameKey(name), await createProject(deps, viewer, { name, priority: 5 }));
  for (const name of newLabels) labels.set(labelNameKey(name), (await createLabel(deps, viewer, { name })).id);
  const projectIdOf = async (name: string) => projects.get(nameKey(name))?.id ?? (await inboxOf(deps, viewer)).id;
  const { workDuration } = await pomodoroSettingsOf(deps, viewer.id);

  const made = new Map([...existing].map(([clientId, row]) => [clientId, row]));
  const toComplete: number[] = [];
  let created = 0;
  for (const task of tasks) {
    const clientId = clientIdOf(task.key);
    if (made.has(clientId)) continue;
    const projectId = await projectIdOf(task.projectName);
    const parent = task.parentKey ? made.get(clientIdOf(task.parentKey)) : undefined;
    const { task: row, created: isNew } = await createTaskOnce(deps, viewer, {
      name: task.name,
      description: task.description,
      priority: task.priority,
      duration: task.duration ?? workDuration,
      projectId,
      ...(task.dueDate ? { dueDate: task.dueDate, dueTime: task.dueTime } : {}),
      // a completed task is imported done, not as a series that moves on
      ...(task.recurrence && !task.completed ? { recurrence: task.recurrence, recurFrom: task.recurFrom } : {}),
      ...(parent && parent.projectId === projectId ? { parentId: parent.id } : {}),
      ...(task.labels.length ? { labels: task.labels.map((name) => labels.get(labelNameKey(name))) } : {}),
      clientId,
    });
    made.set(clientId, { id: row.id, projectId: row.projectId });
    if (isNew) created++;
    if (isNew && task.completed) toComplete.push(row.id);
  }
  for (const id of toComplete) await setTaskCompleted(deps, viewer, id, {});
  return { ...summary, created, skipped: tasks.length - created };
}

function unique(names: string[]): string[] {
  const seen = new Map<string, string>();
  for (const name of names) if (!seen.has(nameKey(name))) seen.set(nameKey(name), name);
  return [...seen.values()];
}

function summariesOf(tasks: PlannedTask[], fresh: Set<PlannedTask>): ImportResult['tasks'] {
  const names = new Map(tasks.map((t) => [t.key, t.name]));
  return tasks.map((task) => ({
    name: task.name,
    projectName: task.projectName,
    parentName: task.parentKey ? (names.get(task.parentKey) ?? null) : null,
    priority: task.priority,
    dueDate: task.dueDate,
    dueTime: task.dueTime,
    recurrence: task.recurrence,
    labels: task.labels,
    completed: task.completed,
    skipped: !fresh.has(task),
  }));
}
