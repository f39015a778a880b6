import { useSyncExternalStore } from 'react';
import type { GraphQLResponse } from 'relay-runtime';
import { getTasks } from './db.ts';
import { rememberedAnswer } from './queryCache.ts';
import type { KnownLabel, KnownProject } from './taskDetailAnswer.ts';

/** A task page's query: with no answer and none remembered, it is answered from the local store. */
export const TASK_DETAIL_QUERY = 'TaskDetailScreenQuery';

// the task pages (their `id` variable) showing an answer built on this device, until the server's comes
const builtLocally = new Set<string>();
const listeners = new Set<() => void>();

function setBuiltLocally(id: string, local: boolean) {
  if (builtLocally.has(id) === local) return;
  if (local) builtLocally.add(id);
  else builtLocally.delete(id);
  listeners.forEach((listener) => listener());
}

const idOf = (variables: unknown) => String((variables as { id?: unknown } | null)?.id ?? '');

/** Whether the page of this task shows what the local store had, not the server's answer. */
export function useTaskDetailBuiltLocally(id: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => builtLocally.has(id),
  );
}

/** A query answered by the server: a task page built locally until now shows the server's answer (once Relay has it). */
export function answeredByServer(name: string, variables: unknown) {
  if (name !== TASK_DETAIL_QUERY || !builtLocally.size) return;
  const id = idOf(variables);
  setTimeout(() => setBuiltLocally(id, false), 0);
}

type ProjectsAnswer = { data?: { projects?: { edges?: Array<{ node?: KnownProject | null }> } } };
type LabelsAnswer = { data?: { labels?: Array<KnownLabel | null> } };

/** The projects the remembered Projects (else Tasks) answer lists. */
function rememberedProjects(): KnownProject[] {
  for (const name of ['ProjectsScreenQuery', 'TasksScreenQuery']) {
    const edges = rememberedAnswer<ProjectsAnswer>(name, {})?.data?.projects?.edges ?? [];
    const nodes = edges.flatMap((e) => (e.node && typeof e.node.rowId === 'number' ? [e.node] : []));
    if (nodes.length) return nodes;
  }
  return [];
}

/** The labels (with their colours) of the remembered Settings answer. */
function rememberedLabels(): KnownLabel[] {
  return (rememberedAnswer<LabelsAnswer>('SettingsScreenQuery', {})?.data?.labels ?? []).filter((l): l is KnownLabel => !!l && typeof l.color === 'string');
}

/**
 * The answer a query with no answer and none remembered can still get on this device: a task's page,
 * built from the local copy of the task (taskDetailAnswer.ts, loaded only then). Null for any other
 * query, or a task this device has no copy of.
 */
export async function localAnswer(name: string, variables: unknown): Promise<GraphQLResponse | null> {
  if (name !== TASK_DETAIL_QUERY) return null;
  const id = idOf(variables);
  const [{ buildTaskDetailAnswer, findLocalTask }, tasks] = await Promise.all([import('./taskDetailAnswer.ts'), getTasks()]);
  const task = findLocalTask(tasks, id);
  if (!task) return null;
  const answer = buildTaskDetailAnswer(task, tasks, rememberedProjects(), rememberedLabels());
  setBuiltLocally(id, true);
  return answer;
}
