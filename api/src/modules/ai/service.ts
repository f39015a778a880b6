import type { Deps, Viewer } from '../../graphql/context.js';
import { parseInput, unauthorized } from '../../lib/errors.js';
import { computeInsights } from './insights.js';
import { providerFor } from './provider.js';
import { rankTasks } from './ranking.js';
import { allTasks, findRecommendations, focusSessions, openTasks, replaceRecommendations, topRecommendedTaskId } from './repository.js';
import { InsightsInput, RefreshInput } from './validation.js';
import { notify } from '../notifications/service.js';

export const MAX_RECOMMENDATIONS = 10;
const DAY_MS = 86_400_000;

export function requireUser(viewer: Viewer): NonNullable<Viewer> {
  if (!viewer) throw unauthorized();
  return viewer;
}

export function aiProviderInfo(deps: Deps) {
  const p = providerFor(deps);
  return { kind: p.kind, model: p.model };
}

export type Recommendation = {
  id: number;
  taskId: number;
  rank: number;
  reason: string | null;
  timestamp: Date;
  taskName: string;
  priority: number;
  projectName: string;
};

export async function listRecommendations(deps: Deps, viewer: Viewer): Promise<Recommendation[]> {
  const user = requireUser(viewer);
  const rows = await findRecommendations(deps.db, user);
  return rows.map((r) => ({
    id: r.id,
    taskId: r.taskId,
    rank: r.rank,
    reason: r.reason,
    timestamp: r.timestamp,
    taskName: r.task.name,
    priority: r.task.priority,
    projectName: r.task.project.name,
  }));
}

/** Ranks the open tasks now, replaces the stored recommendations with the top ones, returns them. */
export async function refreshRecommendations(deps: Deps, viewer: Viewer, input: unknown = {}) {
  const user = requireUser(viewer);
  const { tzOffsetMinutes } = parseInput(RefreshInput, input ?? {});
  const now = new Date();
  const [tasks, sessions] = await Promise.all([openTasks(deps.db, user), focusSessions(deps.db, user, new Date(now.getTime() - 7 * DAY_MS))]);
  const ranked = rankTasks(tasks, sessions, { now, tzOffsetMinutes, timeZone: user.timeZone }).slice(0, MAX_RECOMMENDATIONS);
  const ordered = await providerFor(deps).rank(ranked);
  const formerTop = await topRecommendedTaskId(deps.db, user);
  await replaceRecommendations(deps.db, user, ordered, now);
  const top = ordered[0] ? tasks.find((t) => t.id === ordered[0].taskId) : undefined;
  // told only when what to do next changed: a refresh that keeps the same first task is no news
  if ((top?.id ?? null) !== formerTop)
    await notify(deps, user.id, {
      type: 'ai',
      action: 'updated',
      title: 'Recommendations updated',
      message: top ? `Next up: ${top.name}${ordered[0].reason ? ` (${ordered[0].reason})` : ''}` : 'No open tasks to rank.',
      data: { count: ordered.length },
    });
  return listRecommendations(deps, user);
}

export async function insights(deps: Deps, viewer: Viewer, input: unknown = {}) {
  const user = requireUser(viewer);
  const { days, tzOffsetMinutes } = parseInput(InsightsInput, input ?? {});
  const [tasks, sessions] = await Promise.all([allTasks(deps.db, user), focusSessions(deps.db, user)]);
  const figures = computeInsights({ tasks, sessions, now: new Date(), days, tzOffsetMinutes });
  return { ...figures, summary: await providerFor(deps).summarize(figures) };
}
