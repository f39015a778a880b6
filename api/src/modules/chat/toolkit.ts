import { z } from 'zod';
import type { Deps } from '../../graphql/context.js';
import type { ToolResult, ToolSpec } from '../ai/aiProvider.js';
import { addDays, dayNumber, dueDay } from '../ai/clock.js';
import { deleteTask, ownTask, type createTask } from '../tasks/service.js';
import type { ChatAction } from './actions.js';
import { matchTask } from './match.js';
import { POINTER } from '../ai/local/frame.js';
import { readableProjects, updateActions } from './repository.js';
import { markTasksChanged, readTaskSnapshot, type TaskSnapshot } from './taskCache.js';

/** What every tool of the assistant works with: the user, their clock, the actions taken so far, and name lookups. */

export type User = NonNullable<Parameters<typeof createTask>[1]>;
export type ToolContext = {
  today: string;
  tzOffsetMinutes: number;
  undoLast: () => Promise<string>;
  lastReplyActions: () => Promise<{ id: number; actions: ChatAction[] } | null>;
};
export type Tool = { spec: ToolSpec; run: (args: unknown) => Promise<ToolResult> };

/** A tool whose arguments' JSON schema is the zod schema that checks them: a model and the local engine see the same contract. */
export function tool<S extends z.ZodObject>(name: string, description: string, schema: S, run: (args: z.infer<S>) => Promise<ToolResult>): Tool {
  return { spec: specOf(name, description, schema), run: (args) => run(schema.parse(args ?? {})) };
}

// the tools are made again for every message; a tool's schema never changes, so its JSON schema is made once
const specs = new Map<string, ToolSpec>();
function specOf(name: string, description: string, schema: z.ZodObject): ToolSpec {
  let spec = specs.get(name);
  if (!spec) {
    const { $schema: _s, ...parameters } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
    spec = { name, description, parameters };
    specs.set(name, spec);
  }
  return spec;
}

export const quoteList = (names: string[], max = 5) =>
  names
    .slice(0, max)
    .map((n) => `"${n}"`)
    .join(', ') + (names.length > max ? '…' : '');

export function createKit(deps: Deps, user: User, ctx: ToolContext) {
  const actions: ChatAction[] = [];
  let tasks: Promise<TaskSnapshot> | null = null;
  const snapshot = () => (tasks ??= readTaskSnapshot(deps.db, user));
  let projects: ReturnType<typeof readableProjects> | null = null;
  const kit = {
    deps,
    user,
    ctx,
    actions,
    /** the open tasks in list order, read once per message (and again after a change) */
    openTasks: async () => (await snapshot()).open,
    /** after the message changed tasks: read them again */
    changed: () => {
      tasks = null;
      markTasksChanged(user.id);
    },
    /** the projects the user may read, in their list order, read once per message (and again after one was made) */
    projects: () => (projects ??= readableProjects(deps.db, user)),
    projectsChanged: () => {
      projects = null;
    },
    /** every task, open or done, with when it was completed */
    allTasks: async () => (await snapshot()).all,
    doneTasks: async () => (await snapshot()).done,
    /** the names of the open tasks */
    openTaskNames: async () => (await snapshot()).openNames,
    /** one open task by id or words of its name, or the question to ask */
    async pickTask(ref: { taskId?: number | null; name?: string | null }, verb: string, pool?: Array<{ id: number; name: string }>) {
      const tasks = pool ?? (await kit.openTasks());
      if (ref.taskId) {
        const t = tasks.find((x) => x.id === ref.taskId);
        return t ? { task: t } : { error: `No open task has id ${ref.taskId}.` };
      }
      if (!ref.name) return { error: `Which task should I ${verb}?` };
      // "make it high priority": the task the last reply added or changed
      if (POINTER.test(ref.name.trim())) {
        const last = await ctx.lastReplyActions();
        const id = last?.actions.findLast((a) => 'taskId' in a && !a.undone);
        const t = id && 'taskId' in id ? tasks.find((x) => x.id === id.taskId) : undefined;
        return t ? { task: t } : { error: `Which task should I ${verb}? Name it, for example "${verb} the report".` };
      }
      const m = matchTask(tasks, ref.name);
      if ('match' in m) return { task: m.match };
      if ('ambiguous' in m)
        return { error: `Several tasks match "${ref.name}": ${quoteList(m.ambiguous.map((t) => t.name))}. Which one should I ${verb}?`, choices: m.ambiguous };
      return { error: `No open task matches "${ref.name}".${tasks.length ? ` Your open tasks: ${quoteList(tasks.map((t) => t.name))}.` : ''}` };
    },
    /** marks the question of an earlier reply answered */
    async resolvePending(messageId: number, index: number) {
      const last = await ctx.lastReplyActions();
      if (!last || last.id !== messageId) return;
      last.actions[index] = { ...last.actions[index], undone: true };
      await updateActions(deps.db, messageId, last.actions);
    },
    /** deletes the tasks the user confirmed, each kept in an undoable action */
    async deletePending(taskIds: number[]) {
      const names: string[] = [];
      for (const id of taskIds) {
        let task;
        try {
          task = await ownTask(deps, user, id);
        } catch {
          continue;
        }
        await deleteTask(deps, user, id);
        const snapshot = {
          name: task.name,
          priority: task.priority,
          duration: task.duration,
          projectId: task.projectId,
          description: task.description,
          dueDate: task.dueDate ? dueDay(task.dueDate) : null,
          dueTime: task.dueTime,
          timeSpent: task.timeSpent,
        };
        actions.push({ type: 'delete_task', label: `Deleted "${task.name}"`, taskId: id, snapshot, undone: false });
        names.push(task.name);
      }
      kit.changed();
      if (!names.length) return { ok: false, message: 'Those tasks are already gone.' };
      return {
        ok: true,
        message: `Deleted ${names.length === 1 ? `"${names[0]}"` : `${names.length} tasks`}. Say "undo" to bring ${names.length === 1 ? 'it' : 'them'} back.`,
        deleted: names,
      };
    },
    /** one of the user's projects by words of its name, or the answer that names them */
    async pickProject(name: string) {
      const projects = await kit.projects();
      const m = matchTask(projects, name);
      if ('match' in m) return { project: m.match };
      return { error: `I found no single project called "${name}". Your projects: ${projects.map((p) => p.name).join(', ') || 'none yet'}.` };
    },
  };
  return kit;
}
export type Kit = ReturnType<typeof createKit>;

/** A task reference as the tools take it. */
export const TaskRef = z.object({
  taskId: z.number().int().nullish().describe('the task id, when known'),
  name: z.string().nullish().describe('words of the task name, when the id is not known'),
});

export const DueSchema = z.enum(['today', 'tomorrow', 'this week', 'next week', 'overdue']);
export type Due = z.infer<typeof DueSchema>;
/** The Monday of the week `today` is in. */
export const weekMonday = (today: string) => addDays(today, -((dayNumber(today) + 3) % 7));

/** Whether a deadline day (or none) is one `due` (or the one day `dueOn`) asks about; neither asks about every task. */
export function dueFits(today: string, a: { due?: Due | null; dueOn?: string | null }) {
  const endOfWeek = addDays(weekMonday(today), 6);
  return (d: string | null) => {
    if (a.dueOn) return d === a.dueOn;
    if (!a.due) return true;
    if (!d) return false;
    if (a.due === 'overdue') return d < today;
    if (a.due === 'today') return d === today;
    if (a.due === 'tomorrow') return d === addDays(today, 1);
    if (a.due === 'next week') return d > endOfWeek && d <= addDays(endOfWeek, 7);
    return d >= today && d <= endOfWeek;
  };
}
