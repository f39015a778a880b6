import { useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Plus } from 'lucide-react';
import type { QuickAddTask_query$key } from '../../__generated__/QuickAddTask_query.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { TASK_MESSAGES } from '../../../../shared/tasks/messages.ts';
import { controlCharactersError } from '../../../../shared/text/controlCharacters.ts';
import { QUICK_ADD_MAX_LENGTH } from '../../../../shared/tasks/quickAddLimits.ts';
import type { QuickAddPartKind } from '../../../../shared/tasks/quickAdd.ts';
import { PRIORITIES } from './priority.ts';
import { ensureInbox } from '../projects/ensureInbox.ts';
import { INBOX_NAME, inboxFirst } from '../projects/inboxFirst.ts';
import { taskTargets } from '../members/viewOnly.ts';
import { quickAddProject, type QuickAddPick } from './quickAddProject.ts';
import { QuickAddBackdrop, QuickAddChips } from './QuickAddHighlights.tsx';
import { quickAddTask } from './quickAddFields.ts';
import { shiftIgnored, type IgnoredSpan } from './quickAddIgnore.ts';
import { createTask } from './taskWrites.ts';
import { useQuickAddParse } from './useQuickAddParse.ts';
import { boxLeft, typedJustNow, useQuickAddDraft } from './quickAddDraft.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Select } from './ui/controls.tsx';
import { localStore } from '../../lib/browserStorage.ts';

type Props = { query: QuickAddTask_query$key; projectRowId: number | null };

const LAST_PROJECT_KEY = 'streamline-quick-add-project';
/** The picker's Inbox before the server has made it (its first add makes it). */
const NEW_INBOX = 0;

/**
 * One line to add a task: name, project, priority and duration; Enter adds it and keeps typing. The
 * line is read as it is typed ("Call plumber tomorrow at 3pm p1 #Home"): what is recognized is
 * highlighted, shown as chips (a chip's click keeps its words as text) and overrides the pickers.
 */
export function QuickAddTask({ query, projectRowId }: Props) {
  const data = useFragment(
    graphql`
      fragment QuickAddTask_query on Query {
        projects(first: 1000) {
          edges {
            node {
              rowId
              name
              viewerRole
              inbox
            }
          }
        }
        labels {
          rowId
          name
        }
      }
    `,
    query,
  );
  // the Inbox first; an account without one yet is offered it all the same (made on the first add)
  const projects = useMemo(() => {
    // a project the user only views takes no new tasks (the server refuses them)
    const listed = inboxFirst(taskTargets(data.projects.edges.map((e) => e.node).filter((p) => p.rowId > 0)));
    return listed[0]?.inbox ? listed : [{ rowId: NEW_INBOX, name: INBOX_NAME, inbox: true }, ...listed];
  }, [data.projects.edges]);
  const remembered = Number(localStore.getItem(LAST_PROJECT_KEY));
  // the last project used, else the first one there is (the Inbox once made); the Inbox still to make only when there is none
  const existing = projects.filter((p) => p.rowId !== NEW_INBOX);
  const fallback = existing.find((p) => p.rowId === remembered)?.rowId ?? existing[0]?.rowId ?? NEW_INBOX;
  const { user } = useAuth();
  // the line lives outside the screen: typed while this box was replaced (a screen swapped in), it stays
  const userId = user?.id ?? null;
  const [{ name, ignored }, setDraft] = useQuickAddDraft(userId);
  const [chosen, setChosen] = useState<QuickAddPick | null>(null);
  const project = quickAddProject(chosen, projectRowId ?? null, new Set(projects.map((p) => p.rowId)), fallback);
  const [priority, setPriority] = useState(5);
  const [duration, setDuration] = useState(25);
  const nameRef = useRef<HTMLInputElement>(null);
  // lines added in a quick row are created one after another, so the list keeps the order they were typed in
  const lastAdd = useRef<Promise<unknown>>(Promise.resolve());
  // in the commit that swaps the boxes, before any next key: a key pressed in between would find no box
  useLayoutEffect(() => {
    const box = nameRef.current;
    // the box the user was typing in, or had just clicked into, has just gone (this one took its place): typing goes on here
    const focused = document.activeElement;
    if (typedJustNow(userId) && (!focused || focused === document.body || focused.id === 'main-content')) box?.focus();
    return () => boxLeft(!!box && document.activeElement === box);
  }, [userId]);
  const labels = useMemo(() => (data.labels ?? []).filter(Boolean), [data.labels]);
  const { parsed, load, parseNow } = useQuickAddParse(name, ignored, projects, { labels, accountZone: user?.timeZone });
  const partAt = (kind: QuickAddPartKind) => parsed?.parts.find((p) => p.kind === kind);
  const ignore = (span: IgnoredSpan) => setDraft((d) => ({ ...d, ignored: [...d.ignored, { start: span.start, end: span.end }] }));

  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setDraft((d) => ({ name: next, ignored: shiftIgnored(d.ignored, d.name, next) }));
  };
  // choosing a project or priority by hand keeps a #project or p1 of the line as text
  const chooseProject = (rowId: number) => {
    const part = partAt('project');
    if (part) ignore(part);
    setChosen({ rowId, on: projectRowId ?? null });
  };
  const choosePriority = (value: number) => {
    const part = partAt('priority');
    if (part) ignore(part);
    setPriority(value);
  };
  const chooseDuration = (minutes: number) => {
    const part = partAt('duration');
    if (part) ignore(part);
    setDuration(minutes);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const line = name;
    if (!line.trim()) return nameRef.current?.focus();
    if (!parsed?.duration && (!Number.isInteger(duration) || duration < 1)) {
      return toast({ title: 'Check the duration', description: TASK_MESSAGES.duration, variant: 'destructive' });
    }
    const spans = ignored;
    const read = await parseNow(line, spans);
    const task = read ? quickAddTask(read, { projectRowId: project, priority, duration }) : { name: line.trim(), projectRowId: project, priority, duration };
    if (!task.name) {
      nameRef.current?.focus();
      return toast({ title: 'Check the name', description: TASK_MESSAGES.quickAddName, variant: 'destructive' });
    }
    const nameProblem = controlCharactersError(task.name, 'Name');
    if (nameProblem) return toast({ title: 'Check the name', description: nameProblem, variant: 'destructive' });
    localStore.setItem(LAST_PROJECT_KEY, String(project));
    // a later keystroke while the parser loaded is kept
    setDraft((d) => ({ name: d.name === line ? '' : d.name, ignored: d.ignored === spans ? [] : d.ignored }));
    nameRef.current?.focus();
    const add = async () => createTask(task.projectRowId === NEW_INBOX ? { ...task, projectRowId: await ensureInbox() } : task);
    const added = lastAdd.current.then(add);
    lastAdd.current = added.catch(() => undefined);
    added.catch((e: Error) => toast({ title: 'Could not add the task', description: e.message, variant: 'destructive' }));
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Quick add task"
      className="flex flex-col gap-2 rounded-2xl border border-slate-200/80 bg-white p-2 shadow-sm focus-within:border-indigo-300 focus-within:ring-3 focus-within:ring-indigo-500/10 lg:flex-row lg:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex min-w-0 items-center gap-2 pl-2">
          <Plus className="size-4 shrink-0 text-indigo-500" aria-hidden />
          <div className="relative min-w-0 flex-1">
            {parsed && <QuickAddBackdrop text={name} parts={parsed.parts} inputRef={nameRef} />}
            <input
              ref={nameRef}
              value={name}
              maxLength={QUICK_ADD_MAX_LENGTH}
              onChange={onNameChange}
              onFocus={load}
              placeholder="Add a task… try: Call plumber tomorrow 3pm p1 #Home"
              aria-label="Task name"
              data-quick-add
              className="relative h-10 w-full bg-transparent text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none"
            />
          </div>
        </div>
        {parsed && <QuickAddChips parsed={parsed} onIgnore={ignore} />}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label="Project"
          value={parsed?.projectId ?? project}
          onChange={(e) => chooseProject(Number(e.target.value))}
          className="h-9 w-auto max-w-48 min-w-32 text-xs"
        >
          {projects.map((p) => (
            <option key={p.rowId} value={p.rowId}>
              {p.inbox ? INBOX_NAME : p.name}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Priority"
          value={parsed?.priority ?? priority}
          onChange={(e) => choosePriority(Number(e.target.value))}
          className="h-9 w-auto text-xs"
        >
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
            value={parsed?.duration ?? (duration || '')}
            onChange={(e) => chooseDuration(Math.round(Number(e.target.value)))}
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
