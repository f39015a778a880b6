import { z } from 'zod';
import type { Deps } from '../../graphql/context.js';
import { AppError } from '../../lib/errors.js';
import { dateToDue, dueDay, formatMinutes, isDate } from '../ai/clock.js';
import { allTasks, focusSessions, openTasks } from '../ai/repository.js';
import { computeInsights } from '../ai/insights.js';
import { describeDate } from '../ai/local/dates.js';
import type { ToolResult, ToolSpec } from '../ai/aiProvider.js';
import { refreshRecommendations } from '../ai/service.js';
import { startTimer } from '../pomodoro/timerService.js';
import { pomodoroSettingsOf } from '../pomodoro/settings.js';
import { projectPolicy } from '../projects/policy.js';
import { inboxOf } from '../projects/service.js';
import { generateSchedule, getSchedule } from '../schedule/service.js';
import type { ScheduleData } from '../schedule/types.js';
import { countTasks, createTask, setTaskCompleted } from '../tasks/service.js';
import type { ChatAction } from './actions.js';
import { matchTask } from './match.js';
import { readableProjects } from './repository.js';

/** The assistant's tools, the same for the local engine and for a model: each one acts through the domain services. */

type User = NonNullable<Parameters<typeof createTask>[1]>;
export type ToolContext = { today: string; tzOffsetMinutes: number; undoLast: () => Promise<string> };

const obj = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required, additionalProperties: false });
const taskRef = {
  taskId: { type: 'integer', description: 'the task id, when known' },
  name: { type: 'string', description: 'words of the task name, when the id is not known' },
};

export const TOOL_SPECS: ToolSpec[] = [
  {
    name: 'recommend_next',
    description: 'tell you what to work on next, with the reasons (ask "what should I work on next?")',
    parameters: obj({ limit: { type: 'integer', minimum: 1, maximum: 10 } }),
  },
  {
    name: 'create_task',
    description: 'add a task (e.g. "add a task to call the bank tomorrow, priority 7, 30 minutes")',
    parameters: obj(
      {
        name: { type: 'string', description: 'short task name, 1 to 200 characters' },
        priority: { type: 'integer', minimum: 1, maximum: 10, description: 'default 5' },
        durationMinutes: { type: 'integer', minimum: 1, description: 'estimate; default one pomodoro' },
        dueDate: { type: 'string', description: 'YYYY-MM-DD' },
        dueTime: { type: 'string', description: "HH:MM, the deadline's time in the user's time zone" },
        recurrence: { type: 'string', description: 'RFC 5545 RRULE, e.g. FREQ=MONTHLY;BYMONTHDAY=1, when the task repeats' },
        recurFrom: { type: 'string', enum: ['due', 'completion'], description: 'repeat from the deadline (default) or from completion' },
        reminders: {
          type: 'array',
          description: 'minutes before the deadline ({ "offsetMinutes": 1440 }) or an ISO instant ({ "at": "…" })',
          items: { type: 'object', properties: { offsetMinutes: { type: 'integer', minimum: 0 }, at: { type: 'string' } }, additionalProperties: false },
        },
        projectName: { type: 'string', description: "one of the user's projects; the first project by default" },
        description: { type: 'string' },
      },
      ['name'],
    ),
  },
  { name: 'complete_task', description: 'complete a task by its name ("complete call the bank")', parameters: obj(taskRef) },
  {
    name: 'start_timer',
    description: 'start the pomodoro timer on a task ("start the timer on the report"; without a task, on the top recommendation)',
    parameters: obj(taskRef),
  },
  {
    name: 'plan_day',
    description: 'plan your day into focus sessions and breaks ("plan my day")',
    parameters: obj({ date: { type: 'string', description: 'YYYY-MM-DD; today by default' } }),
  },
  {
    name: 'get_schedule',
    description: 'show the plan of a day ("what\'s on my schedule?")',
    parameters: obj({ date: { type: 'string', description: 'YYYY-MM-DD; today by default' } }),
  },
  { name: 'list_tasks', description: 'list your open tasks ("show my tasks")', parameters: obj({}) },
  {
    name: 'focus_stats',
    description: 'sum up your focus time and progress ("how much did I focus this week?")',
    parameters: obj({ days: { type: 'integer', minimum: 1, maximum: 90 } }),
  },
  { name: 'undo_last_action', description: 'undo the last thing I did ("undo")', parameters: obj({}) },
];

const Args = {
  recommend_next: z.object({ limit: z.number().int().min(1).max(10).optional() }),
  create_task: z.object({
    name: z.string().optional(),
    priority: z.number().optional(),
    durationMinutes: z.number().optional(),
    dueDate: z.string().nullish(),
    dueTime: z.string().nullish(),
    recurrence: z.string().nullish(),
    recurFrom: z.enum(['due', 'completion']).nullish(),
    reminders: z.array(z.union([z.object({ offsetMinutes: z.number() }), z.object({ at: z.string() })])).nullish(),
    projectName: z.string().nullish(),
    description: z.string().nullish(),
  }),
  taskRef: z.object({ taskId: z.number().int().nullish(), name: z.string().nullish() }),
  date: z.object({ date: z.string().nullish() }),
  days: z.object({ days: z.number().int().min(1).max(90).optional() }),
};

/** The deadline's time, recurrence and reminders, passed on as given: the task service checks them. */
function timeFields(a: z.infer<typeof Args.create_task>) {
  return {
    ...(a.dueDate && a.dueTime ? { dueTime: a.dueTime } : {}),
    ...(a.recurrence ? { recurrence: a.recurrence, ...(a.recurFrom ? { recurFrom: a.recurFrom } : {}) } : {}),
    ...(a.reminders?.length ? { reminders: a.reminders } : {}),
  };
}

export function createTools(deps: Deps, user: User, ctx: ToolContext) {
  const actions: ChatAction[] = [];

  const dateArg = (d: string | null | undefined) => {
    if (!d) return ctx.today;
    if (!isDate(d)) throw new AppError(400, `"${d}" is not a date like 2026-12-01`);
    return d;
  };

  async function pickTask(args: z.infer<typeof Args.taskRef>, verb: string) {
    const tasks = await openTasks(deps.db, user);
    if (args.taskId) {
      const t = tasks.find((x) => x.id === args.taskId);
      if (!t) return { error: `No open task has id ${args.taskId}.` };
      return { task: t };
    }
    if (!args.name) return { error: `Which task should I ${verb}?` };
    const m = matchTask(tasks, args.name);
    if ('match' in m) return { task: m.match };
    if ('ambiguous' in m)
      return { error: `Several open tasks match "${args.name}": ${m.ambiguous.map((t) => `"${t.name}"`).join(', ')}. Which one should I ${verb}?` };
    return {
      error: `No open task matches "${args.name}".${
        tasks.length
          ? ` Your open tasks: ${tasks
              .slice(0, 5)
              .map((t) => `"${t.name}"`)
              .join(', ')}${tasks.length > 5 ? '…' : ''}.`
          : ''
      }`,
    };
  }

  const handlers: Record<string, (raw: unknown) => Promise<ToolResult>> = {
    async recommend_next(raw) {
      const { limit = 3 } = Args.recommend_next.parse(raw ?? {});
      const recs = await refreshRecommendations(deps, user, { tzOffsetMinutes: ctx.tzOffsetMinutes });
      if (!recs.length) return { ok: true, message: 'You have no open tasks: add one and I will rank it for you.', recommendations: [] };
      const top = recs.slice(0, limit).map((r) => ({ rank: r.rank, taskId: r.taskId, taskName: r.taskName, priority: r.priority, reason: r.reason ?? '' }));
      return { ok: true, message: `Work on "${top[0].taskName}" next: ${top[0].reason}.`, recommendations: top };
    },

    async create_task(raw) {
      const a = Args.create_task.parse(raw ?? {});
      const name = (a.name ?? '').trim();
      if (!name) return { ok: false, message: 'What should the task be called?' };
      const projects = (await readableProjects(deps.db, user)).filter((p) => projectPolicy.canAddTasks(user, p));
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
      });
      actions.push({ type: 'create_task', label: `Created "${task.name}"`, taskId: task.id, undone: false });
      const parts = [
        `priority ${task.priority}`,
        formatMinutes(task.duration),
        ...(task.dueDate ? [`due ${describeDate(dueDay(task.dueDate), ctx.today)}${task.dueTime ? ` at ${task.dueTime}` : ''}`] : []),
        ...(task.recurrence ? [`repeats (${task.recurrence}${task.recurFrom === 'completion' ? ', from completion' : ''})`] : []),
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
          projectName: project.name,
        },
      };
    },

    async complete_task(raw) {
      const picked = await pickTask(Args.taskRef.parse(raw ?? {}), 'complete');
      if (!picked.task) return { ok: false, message: picked.error! };
      const task = await setTaskCompleted(deps, user, picked.task.id, { completed: true });
      actions.push({ type: 'complete_task', label: `Completed "${task.name}"`, taskId: task.id, undone: false });
      const left = await countTasks(deps, user, { completed: false });
      return { ok: true, message: `Completed "${task.name}". ${left} open task${left === 1 ? '' : 's'} left.`, taskId: task.id };
    },

    async start_timer(raw) {
      const args = Args.taskRef.parse(raw ?? {});
      let target: { id: number; name: string } | undefined;
      if (args.taskId || args.name) {
        const picked = await pickTask(args, 'start the timer on');
        if (!picked.task) return { ok: false, message: picked.error! };
        target = picked.task;
      } else {
        const [top] = await refreshRecommendations(deps, user, { tzOffsetMinutes: ctx.tzOffsetMinutes });
        if (!top) return { ok: false, message: 'You have no open tasks to focus on: add one first.' };
        target = { id: top.taskId, name: top.taskName };
      }
      const timer = await startTimer(deps, user, { taskIds: [target.id] });
      actions.push({ type: 'start_timer', label: `Started the timer on "${target.name}"`, taskId: target.id, undone: false });
      const minutes = Math.round(timer.durationSeconds / 60);
      return { ok: true, message: `Started a ${minutes}-minute focus session on "${target.name}".`, taskId: target.id };
    },

    async plan_day(raw) {
      const date = dateArg(Args.date.parse(raw ?? {}).date);
      const before = await getSchedule(deps, user, date);
      const previous: ScheduleData | null = before
        ? { date: before.date, summary: before.summary, isEmpty: before.isEmpty, recommendedFocus: before.recommendedFocus, sessions: before.sessions }
        : null;
      const plan = await generateSchedule(deps, user, { date, ...(date === ctx.today ? { tzOffsetMinutes: ctx.tzOffsetMinutes } : {}) });
      actions.push({ type: 'plan_day', label: `Planned ${date}`, date, previous, undone: false });
      return { ok: true, message: `Your plan for ${describeDate(date, ctx.today)}: ${plan.summary}`, sessions: plan.sessions, isEmpty: plan.isEmpty };
    },

    async get_schedule(raw) {
      const date = dateArg(Args.date.parse(raw ?? {}).date);
      const plan = await getSchedule(deps, user, date);
      if (!plan) return { ok: true, message: `There is no plan for ${describeDate(date, ctx.today)} yet: say "plan my day" to make one.`, sessions: [] };
      const done = new Set(plan.todaySessions.filter((s) => s.completed).map((s) => s.sessionId));
      return {
        ok: true,
        message: `Plan for ${describeDate(date, ctx.today)}: ${plan.summary}${done.size ? ` ${done.size} session${done.size === 1 ? '' : 's'} done.` : ''}`,
        sessions: plan.sessions,
      };
    },

    async list_tasks() {
      const tasks = (await openTasks(deps.db, user)).sort((a, b) => b.priority - a.priority || a.id - b.id);
      return {
        ok: true,
        message: tasks.length ? `You have ${tasks.length} open task${tasks.length === 1 ? '' : 's'}:` : 'You have no open tasks.',
        tasks: tasks.map((t) => ({
          id: t.id,
          name: t.name,
          priority: t.priority,
          remainingMinutes: Math.max(t.duration - t.timeSpent, 0),
          dueDate: t.dueDate ? dueDay(t.dueDate) : null,
          projectName: t.projectName,
        })),
      };
    },

    async focus_stats(raw) {
      const { days = 7 } = Args.days.parse(raw ?? {});
      const [tasks, sessions] = await Promise.all([allTasks(deps.db, user), focusSessions(deps.db, user)]);
      const figures = computeInsights({ tasks, sessions, now: new Date(), days, tzOffsetMinutes: ctx.tzOffsetMinutes });
      return { ok: true, message: figures.summary, totalFocusMinutes: figures.totalFocusMinutes, completion: figures.completion };
    },

    async undo_last_action() {
      return { ok: true, message: await ctx.undoLast() };
    },
  };

  async function run(name: string, args: unknown): Promise<ToolResult> {
    const handler = handlers[name];
    if (!handler) return { ok: false, message: `There is no tool called ${name}.` };
    try {
      return await handler(args);
    } catch (err) {
      if (err instanceof z.ZodError) return { ok: false, message: `Invalid arguments for ${name}: ${err.issues[0]?.message ?? 'invalid input'}` };
      if (err instanceof AppError && err.status < 500) return { ok: false, message: err.message };
      throw err;
    }
  }

  return { specs: TOOL_SPECS, run, actions };
}
