import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import { X } from 'lucide-react';
import type { TaskBoard_query$key } from '../../__generated__/TaskBoard_query.graphql.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { TaskGroup } from './TaskGroup.tsx';
import { useTaskListGrouped, type GroupedTask } from './useTaskListGrouped.ts';

type Props = { query: TaskBoard_query$key; projectRowId: number | null };

const NO_TASKS: readonly GroupedTask[] = [];

/** Every task grouped by project (in the projects' order); `projectRowId` narrows to one project. */
export function TaskBoard({ query, projectRowId }: Props) {
  const data = useFragment(
    graphql`
      fragment TaskBoard_query on Query {
        projects(first: 1000) {
          edges {
            node {
              id
              rowId
              name
              viewerRole
              priority
              taskCount
              completedTaskCount
            }
          }
        }
        ...useTaskListGrouped_query
      }
    `,
    query,
  );
  const { byProject, loading } = useTaskListGrouped(data);
  const projects = useMemo(() => data.projects.edges.map((e) => e.node).filter((p) => p.rowId > 0), [data.projects]);
  const shown = projectRowId ? projects.filter((p) => p.rowId === projectRowId) : projects;
  const focused = projectRowId ? projects.find((p) => p.rowId === projectRowId) : null;

  return (
    <div className="grid gap-4">
      {focused && (
        <div className="flex items-center gap-2 text-sm text-slate-600">
          Showing <span className="font-semibold text-slate-900">{focused.name}</span>
          <Link
            to="/tasks"
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 hover:bg-slate-200"
          >
            <X className="size-3" aria-hidden /> Show all projects
          </Link>
        </div>
      )}
      {shown.map((project, i) => (
        <TaskGroup key={project.id} project={project} tasks={byProject.get(project.rowId) ?? NO_TASKS} projects={projects} eager={i === 0} loading={loading} />
      ))}
      {loading && (
        <p className="flex items-center justify-center gap-2 py-2 text-sm text-slate-500">
          <Spinner /> Loading more tasks…
        </p>
      )}
    </div>
  );
}
