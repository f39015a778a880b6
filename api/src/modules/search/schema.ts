import { builder } from '../../graphql/builder.js';
import { search, type LabelHit, type ProjectHit, type SearchResult, type TaskHit } from './service.js';

const HIGHLIGHTED = 'HTML-escaped, each match wrapped in <mark>…</mark>';

const TaskSearchHit = builder.objectRef<TaskHit>('TaskSearchHit').implement({
  description: 'A task that matches a search',
  fields: (t) => ({
    task: t.globalID({ description: "The task's ID", resolve: (h) => ({ type: 'Task', id: String(h.id) }) }),
    rowId: t.exposeInt('id'),
    name: t.exposeString('name'),
    highlightedName: t.exposeString('highlightedName', { description: `The name, ${HIGHLIGHTED}` }),
    snippet: t.exposeString('snippet', { nullable: true, description: `The description around its first match, ${HIGHLIGHTED}; null when it does not match` }),
    completed: t.exposeBoolean('completed'),
    projectRowId: t.exposeInt('projectId'),
    projectName: t.exposeString('projectName'),
  }),
});

const ProjectSearchHit = builder.objectRef<ProjectHit>('ProjectSearchHit').implement({
  description: 'A project that matches a search',
  fields: (t) => ({
    project: t.globalID({ description: "The project's ID", resolve: (h) => ({ type: 'Project', id: String(h.id) }) }),
    rowId: t.exposeInt('id'),
    name: t.exposeString('name'),
    highlightedName: t.exposeString('highlightedName', { description: `The name, ${HIGHLIGHTED}` }),
    snippet: t.exposeString('snippet', { nullable: true, description: `The description around its first match, ${HIGHLIGHTED}; null when it does not match` }),
  }),
});

const LabelSearchHit = builder.objectRef<LabelHit>('LabelSearchHit').implement({
  description: 'A label that matches a search',
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    name: t.exposeString('name'),
    highlightedName: t.exposeString('highlightedName', { description: `The name, ${HIGHLIGHTED}` }),
    color: t.exposeString('color'),
  }),
});

const SearchResultRef = builder.objectRef<SearchResult>('SearchResult').implement({
  description: 'What the viewer may read that matches a search, by kind, best first',
  fields: (t) => ({
    tasks: t.field({ type: [TaskSearchHit], resolve: (r) => r.tasks }),
    projects: t.field({ type: [ProjectSearchHit], resolve: (r) => r.projects }),
    labels: t.field({ type: [LabelSearchHit], resolve: (r) => r.labels }),
  }),
});

builder.queryField('search', (t) =>
  t.field({
    type: SearchResultRef,
    authScopes: { signedIn: true },
    description: 'Full-text search: every word of q begins a word of a hit (name or description). An empty q finds nothing.',
    args: { q: t.arg.string({ required: true }) },
    resolve: (_r, { q }, ctx) => search(ctx, ctx.viewer, { q }),
  }),
);
