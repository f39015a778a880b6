import type { Deps, Viewer } from '../../graphql/context.js';
import { parseInput } from '../../lib/errors.js';
import { signedIn } from '../projects/service.js';
import { searchLabels } from '../labels/service.js';
import { findMatchingTasks, findReadableProjects, type MatchIn } from './repository.js';
import { SearchInput } from '../../../../shared/search/validation.js';
import { highlight, matchesAllTerms, searchTerms, snippet } from '../../../../shared/text/highlight.js';

/**
 * A hit's text is HTML-escaped with each match in `<mark>`…`</mark>` (shared/text/highlight.ts):
 * `highlightedName` is the whole name, `snippet` an excerpt of the description around its first
 * match (null when the description does not match).
 */
export type TaskHit = { id: number; name: string; highlightedName: string; snippet: string | null; completed: boolean; projectId: number; projectName: string };
export type ProjectHit = { id: number; name: string; highlightedName: string; snippet: string | null };
export type LabelHit = { id: number; name: string; highlightedName: string; color: string };
export type SearchResult = { tasks: TaskHit[]; projects: ProjectHit[]; labels: LabelHit[] };

/** Most hits of each kind an answer holds. */
export const SEARCH_LIMITS = { tasks: 20, projects: 10, labels: 10 } as const;

type Finder<K extends keyof SearchResult> = (deps: Deps, viewer: Viewer, terms: string[]) => Promise<SearchResult[K]>;

/**
 * The tasks whose name holds every term first, then those that hold them in the description too; in
 * each, the open ones before the completed ones (a repeating task's done occurrences are newer than
 * the one still to do), newest first.
 */
const findTasks: Finder<'tasks'> = async (deps, viewer, terms) => {
  const find = (where: MatchIn) => findMatchingTasks(deps.db, deps.config.provider, viewer, terms, where, SEARCH_LIMITS.tasks);
  const [byName, anywhere] = await Promise.all([find('name'), find('anywhere')]);
  const seen = new Set(byName.map((t) => t.id));
  const openFirst = (tasks: typeof byName) => tasks.sort((a, b) => Number(a.completed) - Number(b.completed));
  return [...openFirst(byName), ...openFirst(anywhere.filter((t) => !seen.has(t.id)))].slice(0, SEARCH_LIMITS.tasks).map((t) => ({
    id: t.id,
    name: t.name,
    highlightedName: highlight(t.name, terms),
    snippet: snippet(t.description, terms),
    completed: t.completed,
    projectId: t.projectId,
    projectName: t.projectName,
  }));
};

const findProjects: Finder<'projects'> = async (deps, viewer, terms) => {
  const matching = (await findReadableProjects(deps.db, viewer)).filter((p) => matchesAllTerms([p.name, p.description], terms));
  // the projects whose name matches come first, each group in the viewer's order
  const byName = (p: { name: string }) => (matchesAllTerms([p.name], terms) ? 0 : 1);
  return matching
    .sort((a, b) => byName(a) - byName(b))
    .slice(0, SEARCH_LIMITS.projects)
    .map((p) => ({ id: p.id, name: p.name, highlightedName: highlight(p.name, terms), snippet: snippet(p.description, terms) }));
};

/** The viewer's labels whose name holds every term, by name. */
const findLabels: Finder<'labels'> = async (deps, viewer, terms) => {
  // the store matches one term; the rest are checked here, so fetch past the limit
  const candidates = await searchLabels(deps, viewer, terms[0], SEARCH_LIMITS.labels * 5);
  return candidates
    .filter((l) => matchesAllTerms([l.name], terms))
    .slice(0, SEARCH_LIMITS.labels)
    .map((l) => ({ id: l.id, name: l.name, highlightedName: highlight(l.name, terms), color: l.color }));
};

const finders: { [K in keyof SearchResult]: Finder<K> } = { tasks: findTasks, projects: findProjects, labels: findLabels };

/** What the viewer may read that matches `q`, by kind; an empty `q` finds nothing. */
export async function search(deps: Deps, viewer: Viewer, input: unknown): Promise<SearchResult> {
  signedIn(viewer);
  const { q } = parseInput(SearchInput, input);
  const terms = searchTerms(q);
  if (terms.length === 0) return { tasks: [], projects: [], labels: [] };
  const [tasks, projects, labels] = await Promise.all([
    finders.tasks(deps, viewer, terms),
    finders.projects(deps, viewer, terms),
    finders.labels(deps, viewer, terms),
  ]);
  return { tasks, projects, labels };
}
