import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import type { ProjectsProgressCard_query$key } from '../../__generated__/ProjectsProgressCard_query.graphql.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { ProgressBar } from '../projects/ProgressBar.tsx';

/** Each project with its progress; a project opens its tasks. */
export function ProjectsProgressCard({ query }: { query: ProjectsProgressCard_query$key }) {
  const data = useFragment(
    graphql`
      fragment ProjectsProgressCard_query on Query {
        projects(first: 1000) {
          edges {
            node {
              id
              rowId
              name
              taskCount
              completedTaskCount
            }
          }
        }
      }
    `,
    query,
  );
  const projects = data.projects.edges.map((e) => e.node).filter((p) => p.rowId > 0);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Projects</CardTitle>
        <Link to="/projects" className="inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline">
          Manage <ArrowRight className="size-4" aria-hidden />
        </Link>
      </CardHeader>
      <CardContent>
        {projects.length === 0 ? (
          <p className="text-sm text-slate-500">
            No projects yet.{' '}
            <Link to="/projects" className="font-medium text-indigo-600 hover:underline">
              Create one
            </Link>
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Project progress">
            {projects.map((p) => {
              const percent = p.taskCount ? Math.round((p.completedTaskCount / p.taskCount) * 100) : 0;
              return (
                <li key={p.id}>
                  <Link to={`/tasks?project=${p.rowId}`} className="group grid gap-1.5 rounded-lg p-1 -m-1 hover:bg-slate-50">
                    <span className="flex items-baseline justify-between gap-2 text-sm">
                      <span className="truncate font-medium text-slate-800 group-hover:text-indigo-700">{p.name}</span>
                      <span className="shrink-0 text-xs text-slate-500">
                        {p.completedTaskCount}/{p.taskCount} · {percent}%
                      </span>
                    </span>
                    <ProgressBar done={p.completedTaskCount} total={p.taskCount} label={`${p.name} progress`} className="h-1.5" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
