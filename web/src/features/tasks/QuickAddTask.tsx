import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import type { QuickAddTask_query$key } from '../../__generated__/QuickAddTask_query.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { TASK_MESSAGES } from '../../../../shared/tasks/messages.ts';
import { controlCharactersError } from '../../../../shared/text/controlCharacters.ts';
import { PRIORITIES } from './priority.ts';
import { createTask } from './taskWrites.ts';
import { Select } from './ui/controls.tsx';

type Props = { query: QuickAddTask_query$key; projectRowId: number | null };

const LAST_PROJECT_KEY = 'streamline-quick-add-project';

/** One line to add a task: name, project, priority and duration; Enter adds it and keeps typing. */
export function QuickAddTask({ query, projectRowId }: Props) {
  const data = useFragment(
    graphql`
      fragment QuickAddTask_query on Query {
        projects(first: 1000) {
          edges {
            node {
              rowId
              name
            }
          }
        }
      }
    `,
    query,
  );
  const projects = data.projects.edges.map((e) => e.node).filter((p) => p.rowId > 0);
  const remembered = Number(localStorage.getItem(LAST_PROJECT_KEY));
  const fallback = projects.find((p) => p.rowId === remembered)?.rowId ?? projects[0]?.rowId ?? 0;
  const [name, setName] = useState('');
  const [project, setProject] = useState<number>(projectRowId ?? fallback);
  const [priority, setPriority] = useState(5);
  const [duration, setDuration] = useState(25);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (projectRowId) setProject(projectRowId);
  }, [projectRowId]);
  useEffect(() => {
    if (!projects.some((p) => p.rowId === project) && fallback) setProject(fallback);
  }, [projects, project, fallback]);

  if (!projects.length) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-4 text-sm text-slate-600">
        Tasks live in projects.{' '}
        <Link to="/projects" className="font-medium text-indigo-600 hover:underline">
          Create a project
        </Link>{' '}
        first, then add its tasks here.
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return nameRef.current?.focus();
    const nameProblem = controlCharactersError(trimmed, 'Name');
    if (nameProblem) return toast({ title: 'Check the name', description: nameProblem, variant: 'destructive' });
    if (!Number.isInteger(duration) || duration < 1) {
      return toast({ title: 'Check the duration', description: TASK_MESSAGES.duration, variant: 'destructive' });
    }
    localStorage.setItem(LAST_PROJECT_KEY, String(project));
    setName('');
    nameRef.current?.focus();
    createTask({ name: trimmed, projectRowId: project, priority, duration }).catch((e: Error) =>
      toast({ title: 'Could not add the task', description: e.message, variant: 'destructive' }),
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Quick add task"
      className="flex flex-col gap-2 rounded-2xl border border-slate-200/80 bg-white p-2 shadow-sm focus-within:border-indigo-300 focus-within:ring-3 focus-within:ring-indigo-500/10 lg:flex-row lg:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-2 pl-2">
        <Plus className="size-4 shrink-0 text-indigo-500" aria-hidden />
        <input
          ref={nameRef}
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.target.value)}
          placeholder="Add a task… (Enter to save)"
          aria-label="Task name"
          className="h-10 min-w-0 flex-1 bg-transparent text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Select aria-label="Project" value={project} onChange={(e) => setProject(Number(e.target.value))} className="h-9 w-auto max-w-48 min-w-32 text-xs">
          {projects.map((p) => (
            <option key={p.rowId} value={p.rowId}>
              {p.name}
            </option>
          ))}
        </Select>
        <Select aria-label="Priority" value={priority} onChange={(e) => setPriority(Number(e.target.value))} className="h-9 w-auto text-xs">
          {PRIORITIES.map((n) => (
            <option key={n} value={n}>
              P{n}
            </option>
          ))}
        </Select>
        <label className="flex h-9 items-center gap-1 rounded-lg border border-slate-200 bg-white pr-2 text-xs text-slate-500 shadow-xs focus-within:border-indigo-500">
          <Input
            type="number"
            min={1}
            aria-label="Duration (minutes)"
            value={duration || ''}
            onChange={(e) => setDuration(Math.round(Number(e.target.value)))}
            className="h-8 w-16 border-0 px-2 text-xs shadow-none focus-visible:ring-0"
          />
          min
        </label>
        <Button type="submit" size="sm" className="h-9">
          Add task
        </Button>
      </div>
    </form>
  );
}
