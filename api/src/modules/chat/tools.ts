import { z } from 'zod';
import type { Deps } from '../../graphql/context.js';
import { AppError } from '../../lib/errors.js';
import { dateToDue, dueDay, formatMinutes, isDate } from '../ai/clock.js';
import { focusSessions } from '../ai/repository.js';
import { computeInsights } from '../ai/insights.js';
import { describeDate } from '../ai/local/dates.js';
import type { ToolResult, ToolSpec } from '../ai/aiProvider.js';
import { refreshRecommendations } from '../ai/service.js';
import { startTimer } from '../pomodoro/timerService.js';
import { pomodoroSettingsOf } from '../pomodoro/settings.js';
import { projectPolicy } from '../projects/policy.js';
import { inboxOf } from '../projects/service.js';
import { getSchedule } from '../schedule/service.js';
import { createTask } from '../tasks/service.js';
import { planTools } from './planTools.js';
import { questionTools } from './questionTools.js';
import { taskTools } from './taskTools.js';
import { timerTools } from './timerTools.js';
import { labelsFor, labelTools } from './labelTools.js';
import { assignTools } from './assignTools.js';
import { createKit, TaskRef, tool, type Kit, type Tool, type ToolContext, type User } from './toolkit.js';
import { matchTask } from './match.js';

/** The assistant's tools, the same for the local engine and for a model: each one acts through the domain services. */

export type { ToolContext } from './toolkit.js';

export const CreateTaskArgs = z.object({
  name: z.string().describe('short task name, 1 to 200 characters'),
  priority: z.number().int().min(1).max(10).nullish().describe('default 5'),
  durationMinutes: z.number().int().min(1).nullish().describe('estimate; default one pomodoro'),
  dueDate: z.string().nullish().describe('YYYY-MM-DD'),
  dueTime: z.string().nullish().describe("HH:MM, the deadline's time in the user's time zone"),
  recurrence: z.string().nullish().describe('RFC 5545 RRULE, e.g. FREQ=MONTHLY;BYMONTHDAY=1, when the task repeats'),
  recurFrom: z.enum(['due', 'completion']).nullish().describe('repeat from the deadline (default) or from completion'),
  reminders: z
    .array(z.union([z.object({ offsetMinutes: z.number().int().min(0) }), z.object({ at: z.string() })]))
    .nullish()
    .describe('minutes before the deadline ({ "offsetMinutes": 1440 }) or an ISO instant ({ "at": "…" })'),
  projectName: z.string().nullish().describe("one of the user's projects; the first project by default"),
  description: z.string().nullish(),
  labels: z.array(z.string().min(1)).max(20).nullish().describe("names of the user's labels; a label they do not have yet is made"),
});

/** The deadline's time, recurrence and reminders, passed on as given: the task service checks them. */
function timeFields(a: z.infer<typeof CreateTaskArgs>) {
  return {
    ...(a.dueDate && a.dueTime ? { dueTime: a.dueTime } : {}),
    ...(a.recurrence ? { recurrence: a.recurrence, ...(a.recurFrom ? { recurFrom: a.recurFrom } : {}) } : {}),
    ...(a.reminders?.length ? { reminders: a.reminders } : {}),
  };
}

const DateArg = z.object({ date: z.string().nullish().describe('YYYY-MM-DD; today by default') });

function coreTools(kit: Kit): Tool[] {
  const { deps, user, ctx, actions } = kit;
  const dateArg = (d: string | null | undefined) => {
    if (!d) return ctx.today;
    if (!isDate(d)) throw new AppError(400, `"${d}" is not a date like 2026-12-01`);
    return d;
  };
  return [
    tool(
      'recommend_next',
      'tell you what to work on next, with the reasons (ask "what should I work on next?")',
      z.object({ limit: z.number().int().min(1).max(10).nullish() }),
      async ({ limit }) => {
        const recs = await refreshRecommendations(deps, user, { tzOffsetMinutes: ctx.tzOffsetMinutes });
        if (!recs.length) return { ok: true, message: 'You have no open tasks: add one and I will rank it for you.', recommendations: [] };
        const top = recs
          .slice(0, limit ?? 3)
          .map((r) => ({ rank: r.rank, taskId: r.taskId, taskName: r.taskName, priority: r.priority, reason: r.reason ?? '' }));
        return { ok: true, message: `Work on "${top[0].taskName}" next: ${top[0].reason}.`, recommendations: top };
      },
    ),
    tool('create_task', 'add a task (e.g. "add a task to call the bank tomorrow, priority 7, 30 minutes")', CreateTaskArgs, async (a) => {
      const name = a.name.trim();
      if (!name) return { ok: false, message: 'What should the task be called?' };
      const projects = (await kit.projects()).filter((p) => projectPolicy.canAddTasks(user, p));
      let project: { id: number; name: string } | undefined;
      if (a.projectName) {
        const m = matchTask(projects, a.projectName);
        if (!('match' in m)) {
          return {
            ok: false,
            message: `I found no single project called "${a.projectName}". Your projects: ${projects.map((p) => p.name).join(', ') || 'none yet'}.`,
          };
        }
        project = m.match;
      }
      // without a project named, the task goes to the Inbox
      project ??= await inboxOf(deps, user);
      const labels = a.labels?.length ? await labelsFor(kit, a.labels, true) : null;
      if (labels && !labels.labels) return { ok: false, message: labels.error };
      const settings = await pomodoroSettingsOf(deps, user.id);
      const due = a.dueDate ? dateArg(a.dueDate) : null;
      const task = await createTask(deps, user, {
        name,
        priority: a.priority ?? 5,
        duration: a.durationMinutes ?? settings.workDuration,
        projectId: project.id,
        ...(due ? { dueDate: dateToDue(due) } : {}),
        ...timeFields(a),
        ...(a.description ? { description: a.description } : {}),
        ...(labels?.labels?.length ? { labels: labels.labels.map((l) => l.id) } : {}),
      });
      kit.changed();
      actions.push({ type: 'create_task', label: `Created "${task.name}"`, taskId: task.id, undone: false });
      const parts = [
        `priority ${task.priority}`,
        formatMinutes(task.duration),
        ...(task.dueDate ? [`due ${describeDate(dueDay(task.dueDate), ctx.today)}${task.dueTime ? ` at ${task.dueTime}` : ''}`] : []),
        ...(task.recurrence ? [`repeats (${task.recurrence}${task.recurFrom === 'completion' ? ', from completion' : ''})`] : []),
        ...(labels?.labels?.length ? [`labelled ${labels.labels.map((l) => `"${l.name}"`).join(', ')}`] : []),
      ];
      return {
        ok: true,
        message: `Added "${task.name}" to ${project.name}: ${parts.join(', ')}.`,
        task: {
          id: task.id,
          name: task.name,
          priority: task.priority,
          duration: task.duration,
          dueDate: task.dueDate ? dueDay(task.dueDate) : null,
          dueTime: task.dueTime ?? null,
          projectName: project.name,
          labels: labels?.labels?.map((l) => l.name) ?? [],
        },
      };
    }),
    tool(
      'start_timer',
      'start the pomodoro timer on a task ("start the timer on the report"; without a task, on the top recommendation)',
      TaskRef,
      async (args) => {
        let target: { id: number; name: string } | undefined;
        if (args.taskId || args.name) {
          const picked = await kit.pickTask(args, 'start the timer on');
          if (!picked.task) return { ok: false, message: picked.error! };
          target = picked.task;
        } else {
          const [top] = await refreshRecommendations(deps, user, { tzOffsetMinutes: ctx.tzOffsetMinutes });
          if (!top) return { ok: false, message: 'You have no open tasks to focus on: add one first.' };
          target = { id: top.taskId, name: top.taskName };
        }
        const timer = await startTimer(deps, user, { taskIds: [target.id] });
        actions.push({ type: 'start_timer', label: `Started the timer on "${target.name}"`, taskId: target.id, undone: false });
        return { ok: true, message: `Started a ${Math.round(timer.durationSeconds / 60)}-minute focus session on "${target.name}".`, taskId: target.id };
      },
    ),
    tool('get_schedule', 'show the plan of a day ("what\'s on my schedule?")', DateArg, async (a) => {
      const date = dateArg(a.date);
      const plan = await getSchedule(deps, user, date);
      if (!plan) return { ok: true, message: `There is no plan for ${describeDate(date, ctx.today)} yet: say "plan my day" to make one.`, sessions: [] };
      const done = new Set(plan.todaySessions.filter((s) => s.completed).map((s) => s.sessionId));
      return {
        ok: true,
        message: `Plan for ${describeDate(date, ctx.today)}: ${plan.summary}${done.size ? ` ${done.size} session${done.size === 1 ? '' : 's'} done.` : ''}`,
        sessions: plan.sessions,
      };
    }),
    tool('list_tasks', 'list your open tasks ("show my tasks")', z.object({}), async () => {
      const tasks = [...(await kit.openTasks())].sort((a, b) => b.priority - a.priority || a.id - b.id);
      return {
        ok: true,
        message: tasks.length ? `You have ${tasks.length} open task${tasks.length === 1 ? '' : 's'}:` : 'You have no open tasks.',
        tasks: tasks.slice(0, 50).map((t) => ({
          id: t.id,
          name: t.name,
          priority: t.priority,
          remainingMinutes: Math.max(t.duration - t.timeSpent, 0),
          dueDate: t.dueDate ? dueDay(t.dueDate) : null,
          projectName: t.projectName,
        })),
      };
    }),
    tool(
      'focus_stats',
      'sum up your focus time and progress ("how much did I focus this week?")',
      z.object({ days: z.number().int().min(1).max(90).nullish() }),
      async ({ days }) => {
        const [tasks, sessions] = await Promise.all([kit.allTasks(), focusSessions(deps.db, user)]);
        const figures = computeInsights({ tasks, sessions, now: new Date(), days: days ?? 7, tzOffsetMinutes: ctx.tzOffsetMinutes });
        return { ok: true, message: figures.summary, totalFocusMinutes: figures.totalFocusMinutes, completion: figures.completion };
      },
    ),
    tool('undo_last_action', 'undo the last thing I did ("undo")', z.object({}), async () => ({ ok: true, message: await ctx.undoLast() })),
  ];
}

function allTools(kit: Kit): Tool[] {
  return [...coreTools(kit), ...taskTools(kit), ...labelTools(kit), ...assignTools(kit), ...timerTools(kit), ...questionTools(kit), ...planTools(kit)];
}

/** What a model is offered: every tool's name, description and the JSON schema of its arguments (from the zod schemas that check them). */
export const TOOL_SPECS: ToolSpec[] = allTools({} as Kit).map((t) => t.spec);

export function createTools(deps: Deps, user: User, ctx: ToolContext) {
  const kit = createKit(deps, user, ctx);
  const byName = new Map(allTools(kit).map((t) => [t.spec.name, t]));

  async function run(name: string, args: unknown): Promise<ToolResult> {
    const t = byName.get(name);
    if (!t) return { ok: false, message: `There is no tool called ${name}.` };
    try {
      return await t.run(args);
    } catch (err) {
      // `error`: what the service said, so that a reply in another language can say it in that language
      if (err instanceof z.ZodError) {
        return { ok: false, message: `Invalid arguments for ${name}: ${err.issues[0]?.message ?? 'invalid input'}`, error: { status: 400 } };
      }
      if (err instanceof AppError && err.status < 500) return { ok: false, message: err.message, error: { status: err.status } };
      throw err;
    }
  }

  const names = async () => ({ projects: (await kit.projects()).map((p) => p.name), tasks: await kit.openTaskNames() });
  return { specs: TOOL_SPECS, run, actions: kit.actions, names };
}
