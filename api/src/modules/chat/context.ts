import type { Deps, Viewer } from '../../graphql/context.js';
import { dueDay, formatMinutes } from '../ai/clock.js';
import { focusSessions, openTasks } from '../ai/repository.js';
import { getSchedule } from '../schedule/service.js';
import { readableProjects } from './repository.js';

type User = NonNullable<Viewer>;
const DAY_MS = 86_400_000;

/** What a model is told about the user: tasks, projects, recent focus and today's plan. */
export async function systemPrompt(deps: Deps, user: User, today: string): Promise<string> {
  const since = new Date(Date.now() - 7 * DAY_MS);
  const [tasks, projects, sessions, plan] = await Promise.all([
    openTasks(deps.db, user),
    readableProjects(deps.db, user),
    focusSessions(deps.db, user, since),
    getSchedule(deps, user, today),
  ]);
  const byTask = new Map<number, number>();
  for (const s of sessions) if (s.type === 'work' && s.completed) byTask.set(s.taskId, (byTask.get(s.taskId) ?? 0) + s.duration);
  const names = new Map(tasks.map((t) => [t.id, t.name]));
  const focus = [...byTask].sort((a, b) => b[1] - a[1]);
  const total = focus.reduce((s, [, m]) => s + m, 0);

  return [
    `You are the assistant of Streamline, a task manager with a pomodoro timer. You help ${user.name || user.username} decide what to do and act on their tasks.`,
    `Today is ${today} (${new Date(`${today}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })}). Dates you pass to tools are YYYY-MM-DD.`,
    'Use the tools to act or to look things up; never say you did something without calling the tool. Keep answers short and concrete.',
    '',
    `Projects (${projects.length}): ${projects.map((p) => `${p.name} [id ${p.id}, priority ${p.priority}]`).join('; ') || 'none'}`,
    `Open tasks (${tasks.length}):`,
    ...tasks.map(
      (t) =>
        `- [id ${t.id}] ${t.name} | priority ${t.priority} | estimate ${formatMinutes(t.duration)}, spent ${formatMinutes(t.timeSpent)}` +
        `${t.dueDate ? ` | due ${dueDay(t.dueDate)}` : ''} | project ${t.projectName}`,
    ),
    `Focus in the last 7 days: ${formatMinutes(total)}${
      focus.length
        ? `; most on ${focus
            .slice(0, 3)
            .map(([id, m]) => `${names.get(id) ?? `task ${id}`} (${formatMinutes(m)})`)
            .join(', ')}`
        : ''
    }.`,
    plan
      ? `Today's plan: ${plan.summary}\n${plan.sessions
          .filter((s) => !s.isBreak)
          .map((s) => `- ${s.startTime}–${s.endTime} ${s.taskName}`)
          .join('\n')}`
      : 'No plan for today yet (the plan_day tool makes one).',
  ].join('\n');
}
