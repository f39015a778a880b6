import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import { ArrowRight, Inbox, Pencil, Trash2, Users, Webhook } from 'lucide-react';
import type { ProjectCard_project$key } from '../../__generated__/ProjectCard_project.graphql.ts';
import { Button, buttonVariants } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { PriorityBadge } from '../pomodoro/PriorityBadge.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { INBOX_NAME } from './inboxFirst.ts';
import { ProjectFormDialog } from './ProjectFormDialog.tsx';
import { deleteProject } from './projectWrites.ts';
import { MembersDialog } from '../members/MembersDialog.tsx';
import { ProjectWebhooksDialog } from '../integrations/ProjectWebhooksDialog.tsx';

/** One project: name, description, priority, progress, and its actions; `handle` (a drag handle) goes before the name. */
export function ProjectCard({ project, handle }: { project: ProjectCard_project$key; handle?: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment ProjectCard_project on Project {
        id
        rowId
        name
        description
        priority
        taskCount
        completedTaskCount
        viewerRole
        inbox
      }
    `,
    project,
  );
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [members, setMembers] = useState(false);
  const [webhooks, setWebhooks] = useState(false);
  const pending = data.rowId === 0;
  // a project just made here has no role yet in the store: its creator owns it
  const role = data.viewerRole ?? 'owner';
  const mayEdit = role === 'owner' || role === 'admin';
  const open = data.taskCount - data.completedTaskCount;

  const remove = () => {
    setConfirming(false);
    deleteProject(data.id).then(
      () => toast({ title: 'Project deleted', description: `"${data.name}" and its tasks were deleted.` }),
      (e: Error) => toast({ title: 'Could not delete the project', description: e.message, variant: 'destructive' }),
    );
  };

  return (
    <Card className="group flex flex-col gap-4 p-5 transition-shadow hover:shadow-md" data-testid="project-card" aria-label={data.name}>
      <div className="flex items-start justify-between gap-3">
        {handle}
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-1.5 truncate text-base font-semibold text-slate-900">
            {data.inbox && <Inbox className="size-4 shrink-0 text-indigo-500" aria-hidden />}
            {data.inbox ? INBOX_NAME : data.name}
          </h3>
          <p className="mt-1 line-clamp-2 min-h-10 text-sm text-slate-500">{data.description || 'No description'}</p>
        </div>
        <PriorityBadge priority={data.priority} className="shrink-0" />
      </div>
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between text-xs text-slate-500">
          <span data-testid="project-counts">
            <span className="font-semibold text-slate-800">{data.completedTaskCount}</span> of {data.taskCount} {data.taskCount === 1 ? 'task' : 'tasks'} done
          </span>
          <span>{open} open</span>
        </div>
        <ProgressBar done={data.completedTaskCount} total={data.taskCount} label={`${data.name} progress`} />
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <Link
          to={`/tasks?project=${data.rowId}`}
          aria-disabled={pending}
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2 text-indigo-700 hover:text-indigo-800' })}
        >
          Open tasks <ArrowRight aria-hidden />
        </Link>
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" aria-label={`Members of ${data.name}`} disabled={pending} onClick={() => setMembers(true)}>
            <Users aria-hidden />
          </Button>
          {mayEdit && (
            <Button variant="ghost" size="icon" aria-label={`Webhooks of ${data.name}`} disabled={pending} onClick={() => setWebhooks(true)}>
              <Webhook aria-hidden />
            </Button>
          )}
          {mayEdit && (
            <Button variant="ghost" size="icon" aria-label={`Edit ${data.name}`} disabled={pending} onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
            </Button>
          )}
          {/* the Inbox cannot be deleted (the server refuses: inboxDelete) */}
          {role === 'owner' && !data.inbox && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${data.name}`}
              disabled={pending}
              className="hover:bg-red-50 hover:text-red-600"
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden />
            </Button>
          )}
        </div>
      </div>
      {members && <MembersDialog open onOpenChange={setMembers} projectId={data.id} projectName={data.name} />}
      {webhooks && <ProjectWebhooksDialog open onOpenChange={setWebhooks} projectId={data.rowId} projectName={data.name} />}
      {editing && (
        <ProjectFormDialog
          open
          onOpenChange={setEditing}
          project={{ id: data.id, name: data.name, description: data.description ?? null, priority: data.priority, inbox: data.inbox }}
        />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete "${data.name}"?`}
        description={
          data.taskCount
            ? `Its ${data.taskCount} ${data.taskCount === 1 ? 'task is' : 'tasks are'} deleted with it. This cannot be undone.`
            : 'The project has no tasks. This cannot be undone.'
        }
        confirmLabel="Delete project"
        onConfirm={remove}
      />
    </Card>
  );
}
