import { z } from 'zod';
import { dueDay, formatMinutes, localDate } from '../ai/clock.js';
import { focusSessions } from '../ai/repository.js';
import { computeInsights } from '../ai/insights.js';
import { getSchedule } from '../schedule/service.js';
import { focusMinutesOf } from '../../../../shared/pomodoro/sessionStats.js';
import { BAND_RANGE, priorityBand } from '../../../../shared/tasks/priority.js';
import { taskIdsLabelled } from '../labels/service.js';
import { labelsFor } from './labelTools.js';
import { DueSchema, dueFits as dueFitsOn, quoteList, tool, weekMonday as WEEK_MONDAY, type Due, type Kit } from './toolkit.js';

/** The assistant's answers about the user's work: counts, filtered lists, time spent and left, what was finished or neglected, summaries. */

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are YYYY-MM-DD');
const Range = z.object({ from: Day.nullish(), to: Day.nullish() });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const DueOn = z
  .string()
  .regex(/^\d{4}-\d\d-\d\d$/)
  .describe('only tasks due on this day, YYYY-MM-DD ("what is due on friday?")');

type Ranked = { id: number; name: string; priority: number; dueDate: Date | null; projectName: string };

/** The one open task at the top (or bottom) of `tasks`, which are sorted by priority, highest first. */
function rankedAnswer(tasks: Ranked[], rank: 'highest' | 'lowest', scope: string) {
  const t = rank === 'highest' ? tasks[0] : tasks.at(-1);
  if (!t) return { ok: true, message: `You have no open tasks${scope}.`, tasks: [], count: 0 };
  const due = t.dueDate ? `, due ${dueDay(t.dueDate)}` : '';
  return {
    ok: true,
    message: `Your ${rank}-priority open task${scope} is "${t.name}" (priority ${t.priority}${due}).`,
    tasks: [{ id: t.id, name: t.name, priority: t.priority, dueDate: t.dueDate ? dueDay(t.dueDate) : null, projectName: t.projectName }],
    count: 1,
  };
}

export function questionTools(kit: Kit) {
  const { deps, user, ctx } = kit;
  const dayOf = (at: Date) => localDate(at, ctx.tzOffsetMinutes);
  const projectFilter = async (name: string | null | undefined) => {
    if (!name) return { id: null as number | null };
    const p = await kit.pickProject(name);
    return p.project ? { id: p.project.id, name: p.project.name } : { error: p.error! };
  };
  const span = (a: { from?: string | null; to?: string | null }) => ({ from: a.from ?? ctx.today, to: a.to ?? ctx.today });
  const periodWords = (from: string, to: string) =>
    from === to ? (from === ctx.today ? 'today' : `on ${from}`) : from === WEEK_MONDAY(ctx.today) && to === ctx.today ? 'this week' : `from ${from} to ${to}`;

  /** Whether a deadline (a day, or none) is one a question of what is due asks about. */
  const dueFits = (a: { due?: Due | null; dueOn?: string | null }) => dueFitsOn(ctx.today, a);
  const dueWords = (a: { due?: Due | null; dueOn?: string | null }) => (a.dueOn ? ` due on ${a.dueOn}` : a.due && a.due !== 'overdue' ? ` due ${a.due}` : '');

  return [
    tool(
      'count_tasks',
      'count open tasks (all, or those due on a day or this week), or tasks completed in a period ("how many tasks are open?", "how many tasks are due this week?", "how many did I finish this week?")',
      Range.extend({ status: z.enum(['open', 'done']).default('open'), projectName: z.string().nullish(), due: DueSchema.nullish(), dueOn: DueOn.nullish() }),
      async (a) => {
        const p = await projectFilter(a.projectName);
        if ('error' in p) return { ok: false, message: p.error! };
        const inProject = <T extends { projectId: number }>(ts: T[]) => (p.id === null ? ts : ts.filter((t) => t.projectId === p.id));
        const where = p.id === null ? '' : ` in ${p.name}`;
        if (a.status === 'open') {
          const fits = dueFits(a);
          const n = inProject(await kit.openTasks()).filter((t) => fits(t.dueDate ? dueDay(t.dueDate) : null)).length;
          const what = a.due === 'overdue' ? 'overdue open task' : 'open task';
          return { ok: true, message: `You have ${plural(n, what)}${where}${dueWords(a)}.`, count: n };
        }
        const { from, to } = span(a);
        const n = inProject(await kit.doneTasks()).filter((t) => t.completedAt && dayOf(t.completedAt) >= from && dayOf(t.completedAt) <= to).length;
        return { ok: true, message: `You completed ${plural(n, 'task')}${where} ${periodWords(from, to)}.`, count: n };
      },
    ),

    tool(
      'find_tasks',
      'list open tasks, filtered by project, priority band, deadline, overdue or your labels, or only the most (or least) important one ("show high priority tasks in Work", "what is due this week?", "what is overdue?", "show my tasks labelled home", "what is my most important task?")',
      z.object({
        projectName: z.string().nullish(),
        band: z.enum(['high', 'medium', 'low']).nullish(),
        due: DueSchema.nullish(),
        dueOn: DueOn.nullish(),
        labelNames: z.array(z.string().min(1)).max(20).nullish().describe('only tasks with every one of these labels of yours'),
        rank: z.enum(['highest', 'lowest']).nullish().describe('only the one task of highest or lowest priority ("what is my most important task?")'),
      }),
      async (a) => {
        const p = await projectFilter(a.projectName);
        if ('error' in p) return { ok: false, message: p.error! };
        let labelled: ((id: number) => boolean) | null = null;
        let labelWords = '';
        if (a.labelNames?.length) {
          const found = await labelsFor(kit, a.labelNames, false);
          if (!found.labels) return { ok: false, message: found.error };
          const sets = await Promise.all(found.labels.map(async (l) => new Set(await taskIdsLabelled(deps, user, l.id))));
          labelled = (id) => sets.every((ids) => ids.has(id));
          labelWords = ` labelled ${quoteList(
            found.labels.map((l) => l.name),
            20,
          )}`;
        }
        const dueOk = dueFits(a);
        const tasks = (await kit.openTasks())
          .filter(
            (t) =>
              (p.id === null || t.projectId === p.id) &&
              (!a.band || priorityBand(t.priority) === a.band) &&
              dueOk(t.dueDate ? dueDay(t.dueDate) : null) &&
              (!labelled || labelled(t.id)),
          )
          .sort((x, y) => y.priority - x.priority || x.id - y.id);
        if (a.rank) return rankedAnswer(tasks, a.rank, p.id === null ? '' : ` in ${p.name}`);
        const what = [a.band ? `${a.band} priority` : '', a.due === 'overdue' ? 'overdue' : '', 'open'].filter(Boolean).join(' ');
        const where = `${p.id === null ? '' : ` in ${p.name}`}${dueWords(a)}${labelWords}`;
        return {
          ok: true,
          message: tasks.length ? `You have ${plural(tasks.length, `${what} task`)}${where}:` : `You have no ${what} tasks${where}.`,
          tasks: tasks.slice(0, 50).map((t) => ({
            id: t.id,
            name: t.name,
            priority: t.priority,
            remainingMinutes: Math.max(t.duration - t.timeSpent, 0),
            dueDate: t.dueDate ? dueDay(t.dueDate) : null,
            projectName: t.projectName,
          })),
          count: tasks.length,
          band: a.band ?? null,
          range: a.band ? BAND_RANGE[a.band] : null,
        };
      },
    ),

    tool(
      'time_spent',
      'focus time spent on a task, a project or in a period ("how much time did I spend on the report?", "how long did I work this week?")',
      Range.extend({ taskName: z.string().nullish(), projectName: z.string().nullish() }),
      async (a) => {
        let taskId: number | null = null;
        let label = '';
        if (a.taskName) {
          const r = await kit.pickTask({ name: a.taskName }, 'look at', await kit.allTasks());
          if (!r.task) return { ok: false, message: r.error! };
          taskId = r.task.id;
          label = ` on "${r.task.name}"`;
        }
        const p = await projectFilter(a.projectName);
        if ('error' in p) return { ok: false, message: p.error! };
        if (p.id !== null) label = ` on ${p.name}`;
        const tasks = await kit.allTasks();
        const inScope = (id: number) => (taskId !== null ? id === taskId : p.id === null || tasks.find((t) => t.id === id)?.projectId === p.id);
        if (!a.from && !a.to && (taskId !== null || p.id !== null)) {
          const minutes = tasks.filter((t) => inScope(t.id)).reduce((s, t) => s + t.timeSpent, 0);
          return { ok: true, message: `You have spent ${formatMinutes(minutes)}${label} so far.`, minutes };
        }
        const { from, to } = span(a);
        const since = new Date(Date.parse(`${from}T00:00:00Z`) - ctx.tzOffsetMinutes * 60_000);
        const sessions = (await focusSessions(deps.db, user, since)).filter((s) => inScope(s.taskId) && dayOf(s.startTime) >= from && dayOf(s.startTime) <= to);
        const minutes = sessions.reduce((s, x) => s + focusMinutesOf(x), 0);
        return { ok: true, message: `You focused ${formatMinutes(minutes)}${label} ${periodWords(from, to)}.`, minutes };
      },
    ),

    tool(
      'time_left',
      'estimated time left on open tasks, on one task or a project ("how much work is left?")',
      z.object({ taskName: z.string().nullish(), projectName: z.string().nullish() }),
      async (a) => {
        let tasks = await kit.openTasks();
        let label = '';
        if (a.taskName) {
          const r = await kit.pickTask({ name: a.taskName }, 'look at');
          if (!r.task) return { ok: false, message: r.error! };
          tasks = tasks.filter((t) => t.id === r.task.id);
          label = ` on "${r.task.name}"`;
        }
        const p = await projectFilter(a.projectName);
        if ('error' in p) return { ok: false, message: p.error! };
        if (p.id !== null) {
          tasks = tasks.filter((t) => t.projectId === p.id);
          label = ` in ${p.name}`;
        }
        const minutes = tasks.reduce((s, t) => s + Math.max(t.duration - t.timeSpent, 0), 0);
        return { ok: true, message: `About ${formatMinutes(minutes)} of work is left${label} (${plural(tasks.length, 'open task')}).`, minutes };
      },
    ),

    tool('finished_tasks', 'what was completed in a period ("what did I finish this week?")', Range, async (a) => {
      const { from, to } = span(a);
      const done = (await kit.doneTasks())
        .filter((t) => t.completedAt && dayOf(t.completedAt) >= from && dayOf(t.completedAt) <= to)
        .sort((x, y) => +y.completedAt! - +x.completedAt!);
      return {
        ok: true,
        message: done.length ? `You finished ${plural(done.length, 'task')} ${periodWords(from, to)}:` : `You finished no tasks ${periodWords(from, to)}.`,
        tasks: done.slice(0, 50).map((t) => ({ id: t.id, name: t.name, projectName: t.projectName })),
        count: done.length,
      };
    }),

    tool('neglected_tasks', 'important tasks nobody has touched for days ("what am I neglecting?")', z.object({}), async () => {
      const [tasks, sessions] = await Promise.all([kit.allTasks(), focusSessions(deps.db, user, new Date(Date.now() - 30 * 86_400_000))]);
      const { neglected } = computeInsights({ tasks, sessions, now: new Date(), days: 7, tzOffsetMinutes: ctx.tzOffsetMinutes });
      return {
        ok: true,
        message: neglected.length ? `${plural(neglected.length, 'important task')} had no focus for days:` : 'Nothing important is being neglected.',
        tasks: neglected.map((n) => ({ id: n.taskId, name: n.taskName, priority: n.priority, daysUntouched: n.daysUntouched })),
      };
    }),

    tool(
      'summary',
      'a summary of the day or the week: focus, completions and the plan ("summarize my day")',
      z.object({ days: z.number().int().min(1).max(90).default(1) }),
      async (a) => {
        const [tasks, sessions, plan] = await Promise.all([kit.allTasks(), focusSessions(deps.db, user), getSchedule(deps, user, ctx.today)]);
        const f = computeInsights({ tasks, sessions, now: new Date(), days: a.days, tzOffsetMinutes: ctx.tzOffsetMinutes });
        const work = plan ? plan.sessions.filter((s) => !s.isBreak && s.taskId !== null) : [];
        const openIds = new Set((await kit.openTasks()).map((t) => t.id));
        const planned = work.length ? ` Today's plan: ${work.filter((s) => !openIds.has(s.taskId!)).length} of ${work.length} sessions' tasks done.` : '';
        const head = a.days === 1 ? 'Today' : `The last ${a.days} days`;
        return {
          ok: true,
          message: `${head}: ${plural(f.completion.completedInPeriod, 'task')} completed, ${formatMinutes(f.totalFocusMinutes)} of focus, ${plural(f.completion.open, 'open task')}.${planned}`,
          completed: f.completion.completedInPeriod,
          focusMinutes: f.totalFocusMinutes,
        };
      },
    ),
  ];
}
