import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import { FolderKanban, Plus } from 'lucide-react';
import type { ProjectList_query$key } from '../../__generated__/ProjectList_query.graphql.ts';
import { orderAfterDrop, sortAnnouncements, useSortSensors } from '../../components/sortable/sortableGrid.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ProjectFormDialog } from './ProjectFormDialog.tsx';
import { reorderProjects } from './projectWrites.ts';
import { SortableProjectCard } from './SortableProjectCard.tsx';
import { ProjectCard } from './ProjectCard.tsx';

export function ProjectList({ query }: { query: ProjectList_query$key }) {
  const data = useFragment(
    graphql`
      fragment ProjectList_query on Query {
        projects(first: 1000) @connection(key: "ProjectList_projects", filters: []) {
          edges {
            node {
              id
              rowId
              name
              taskCount
              completedTaskCount
              inbox
              ...ProjectCard_project
            }
          }
        }
      }
    `,
    query,
  );
  const [creating, setCreating] = useState(false);
  const all = data.projects.edges.map((e) => e.node);
  // the Inbox comes first, out of the sortable list (it keeps its place)
  const inbox = all.find((p) => p.inbox);
  const projects = all.filter((p) => !p.inbox);
  const tasks = all.reduce((n, p) => n + p.taskCount, 0);
  const done = all.reduce((n, p) => n + p.completedTaskCount, 0);
  // a project still being created (no row id yet) keeps its place until the server has it
  const ids = projects.filter((p) => p.rowId > 0).map((p) => p.id);
  const names = new Map(projects.map((p) => [p.id, p.name]));
  const sensors = useSortSensors();
  const onDragEnd = (event: DragEndEvent) => {
    const next = orderAfterDrop(ids, event);
    if (next)
      reorderProjects(next).catch((error: Error) => toast({ title: 'Could not save the new order', description: error.message, variant: 'destructive' }));
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Your projects</h2>
          <p className="text-sm text-slate-500">
            {all.length} {all.length === 1 ? 'project' : 'projects'} · {done} of {tasks} tasks done
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden /> New project
        </Button>
      </div>
      {inbox && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <ul aria-label="Inbox" className="grid">
            <li className="grid">
              <ProjectCard project={inbox} />
            </li>
          </ul>
          {/* the Inbox is a project already: beside it, an invitation to add one, not an empty state */}
          {projects.length === 0 && (
            <div className="flex flex-col items-start justify-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-5">
              <p className="text-sm text-slate-600">Group related tasks in a project; the Inbox keeps everything else.</p>
              <Button variant="secondary" size="sm" onClick={() => setCreating(true)}>
                <Plus aria-hidden /> Create a project
              </Button>
            </div>
          )}
        </div>
      )}
      {projects.length === 0 ? (
        !inbox && (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <span className="grid size-12 place-items-center rounded-2xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
              <FolderKanban className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">No projects yet</h3>
            <p className="mt-1 max-w-sm text-sm text-slate-500">Create a project to start adding tasks to it.</p>
            <Button className="mt-5" onClick={() => setCreating(true)}>
              <Plus aria-hidden /> Create your first project
            </Button>
          </div>
        )
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: sortAnnouncements(ids, (id) => names.get(id) ?? 'project') }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <ul aria-label="Your projects" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {projects.map((project) => (
                <SortableProjectCard key={project.id} id={project.id} name={project.name} project={project} disabled={project.rowId <= 0} />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <ProjectFormDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
