import { z } from 'zod';
import { isDate, localMinutes } from '../ai/clock.js';
import { describeDate } from '../ai/local/dates.js';
import { DEFAULT_HOURS, generateSchedule, getSchedule, previewSchedule, type ScheduleView } from '../schedule/service.js';
import type { ScheduleData, ScheduleSession } from '../schedule/types.js';
import { describeSessions } from '../schedule/scheduler.js';
import { toHHmm as hhmm, toMinutes } from '../schedule/time.js';
import { fitAround } from './fitAround.js';
import { restoreSchedule } from './repository.js';
import { completeNow, moveNow } from './taskTools.js';
import { quoteList, tool, type Kit } from './toolkit.js';

/** Planning the day with the assistant: a part of the day only, and never over a plan the user edited without asking. */

export const WINDOWS = ['morning', 'afternoon', 'evening', 'rest'] as const;
type Window = (typeof WINDOWS)[number];
const HOURS: Record<Exclude<Window, 'rest'>, { start: string; end: string }> = {
  morning: { start: '09:00', end: '12:00' },
  afternoon: { start: '12:00', end: '17:00' },
  evening: { start: '17:00', end: '21:00' },
};
/** The hours of a part of the day; the rest of the day starts now, but not before the working day does (at 03:00, at 09:00). */
const hoursOf = (window: Window, nowMinutes: number) =>
  window === 'rest' ? { start: HOURS.morning.start, end: hhmm(Math.min(Math.max(17 * 60, Math.ceil(nowMinutes / 5) * 5 + 60), 23 * 60 + 55)) } : HOURS[window];
const WINDOW_WORDS: Record<Window, string> = { morning: 'morning', afternoon: 'afternoon', evening: 'evening', rest: 'the rest of the day' };
/** A plan saved later than this after it was generated was edited by its user. */
const EDITED_AFTER_MS = 2000;

const dataOf = (v: ScheduleView): ScheduleData => ({
  date: v.date,
  summary: v.summary,
  isEmpty: v.isEmpty,
  recommendedFocus: v.recommendedFocus,
  sessions: v.sessions,
  ...(v.warnings ? { warnings: v.warnings } : {}),
});
export const wasEdited = (v: ScheduleView) => v.lastModifiedTimestamp.getTime() - v.generatedTimestamp.getTime() > EDITED_AFTER_MS;
const tasksOf = (s: ScheduleSession) => [s.taskId, ...(s.groupedTasks ?? []).map((g) => g.taskId)].filter((id): id is number => id !== null);

/** Minutes the sessions give each task (a batch of short tasks covers each of them whole). */
function plannedMinutes(sessions: ScheduleSession[]): Map<number, number> {
  const minutes = new Map<number, number>();
  for (const s of sessions.filter((x) => !x.isBreak)) {
    const length = toMinutes(s.endTime) - toMinutes(s.startTime);
    if (s.groupedTasks?.length) for (const g of s.groupedTasks) minutes.set(g.taskId, Number.MAX_SAFE_INTEGER);
    else if (s.taskId !== null) minutes.set(s.taskId, (minutes.get(s.taskId) ?? 0) + length);
  }
  return minutes;
}

/** The kept sessions and the new plan's laid around them (fitAround), in time order and numbered again. */
function combine(kept: ScheduleSession[], fresh: ScheduleSession[], from: number, to: number): { sessions: ScheduleSession[]; added: ScheduleSession[] } {
  const added = fitAround(kept, fresh, from, to);
  const sessions = [...kept, ...added].sort((a, b) => toMinutes(a.startTime) - toMinutes(b.startTime)).map((s, i) => ({ ...s, sessionId: i + 1 }));
  return { sessions, added };
}

/** Work sessions of one task in a row (a long task's focus blocks) as one session from the first's start to the last's end. */
function runsOf(work: ScheduleSession[]): ScheduleSession[] {
  const runs: ScheduleSession[] = [];
  for (const s of work) {
    const last = runs.at(-1);
    if (last && s.taskId !== null && last.taskId === s.taskId && !s.groupedTasks?.length) runs[runs.length - 1] = { ...last, endTime: s.endTime };
    else runs.push(s);
  }
  return runs;
}

export const PlanArgs = z.object({
  date: z.string().nullish().describe('YYYY-MM-DD; today by default'),
  window: z.enum(WINDOWS).nullish().describe('plan only this part of the day; the rest of the plan stays'),
  mode: z.enum(['replace', 'merge']).nullish().describe('only after the user chose: what to do with a plan they edited'),
});

export function planTools(kit: Kit) {
  const { deps, user, ctx, actions } = kit;

  async function plan(a: z.infer<typeof PlanArgs>) {
    const date = a.date ?? ctx.today;
    if (!isDate(date)) return { ok: false, message: `"${date}" is not a date like 2026-12-01.` };
    const window = a.window ?? null;
    const before = await getSchedule(deps, user, date);
    if (before && wasEdited(before) && !a.mode) {
      actions.push({ type: 'pending', op: 'plan_day', date, window, label: `Plan ${date}`, undone: false });
      return {
        ok: true,
        pending: true,
        message: `You edited your plan for ${describeDate(date, ctx.today)} yourself. Should I replace it with a new plan, or merge: keep your sessions and add the rest around them? Say "replace", "merge" or "no".`,
      };
    }
    const isToday = date === ctx.today;
    const nowMinutes = localMinutes(new Date(), ctx.tzOffsetMinutes);
    const hours = window ? hoursOf(window, nowMinutes) : undefined;
    const start = hours ? toMinutes(hours.start) : 0;
    const end = hours ? toMinutes(hours.end) : 24 * 60;
    // a window replaces only its own hours (and what is left of today); a merge keeps every session the user had
    const kept =
      before && (window || a.mode === 'merge')
        ? a.mode === 'merge'
          ? before.sessions
          : before.sessions.filter(
              (s) => toMinutes(s.endTime) <= Math.max(start, window === 'rest' && isToday ? nowMinutes : start) || toMinutes(s.startTime) >= end,
            )
        : null;
    // what the kept sessions plan is not planned a second time: the new hours go to the rest
    const fresh = await generateSchedule(
      deps,
      user,
      {
        date,
        ...(isToday ? { tzOffsetMinutes: ctx.tzOffsetMinutes } : {}),
        ...(hours ? { preferences: { workHours: hours } } : {}),
      },
      plannedMinutes(kept ?? []),
    );
    let sessions = fresh.sessions;
    let summary = fresh.summary;
    if (kept) {
      // from the new plan's own start (it starts no earlier than now today) to the end of the hours it had
      const firstStart = fresh.sessions.length ? toMinutes(fresh.sessions[0].startTime) : start;
      const combined = combine(kept, fresh.sessions, Math.max(start, firstStart), hours ? end : toMinutes(DEFAULT_HOURS.end));
      sessions = combined.sessions;
      // a window with no work of its own keeps the generator's account of why
      summary = fresh.isEmpty ? fresh.summary : describeSessions(combined.added);
      const hasWork = sessions.some((s) => !s.isBreak);
      // the day's plan describes the whole day, the reply what this request added to it
      await restoreSchedule(deps.db, fresh.id, { ...dataOf(fresh), sessions, isEmpty: !hasWork, summary: describeSessions(sessions) });
    }
    actions.push({ type: 'plan_day', label: `Planned ${date}`, date, previous: before ? dataOf(before) : null, undone: false });

    const planned = new Set(sessions.flatMap(tasksOf));
    const left = (await kit.openTasks()).filter((t) => !planned.has(t.id) && t.duration - t.timeSpent > 0);
    const when = window ? WINDOW_WORDS[window] : describeDate(date, ctx.today);
    const fit = left.length
      ? ` ${left.length} task${left.length === 1 ? '' : 's'} did not fit (${quoteList(
          left.map((t) => t.name),
          3,
        )}). You can plan tomorrow ("plan tomorrow"), shorten one ("${left[0].name} takes 15 minutes") or drop one ("delete ${left[0].name}").`
      : '';
    return { ok: true, message: `Your plan for ${when}: ${summary}${fit}`, sessions, isEmpty: !sessions.some((s) => !s.isBreak), unplanned: left.length };
  }

  return [
    tool(
      'plan_day',
      'plan the day, or only its morning, afternoon, evening or the rest of it, into focus sessions ("plan my afternoon"); asks before replacing a plan the user edited',
      PlanArgs,
      plan,
    ),
    tool(
      'focus_window',
      'what to focus on in a part of today: the sessions today\'s plan has then, or else what would fit in it; changes nothing ("what should I focus on this afternoon?")',
      z.object({ window: z.enum(WINDOWS) }),
      async ({ window }) => {
        const nowMinutes = localMinutes(new Date(), ctx.tzOffsetMinutes);
        const hours = hoursOf(window, nowMinutes);
        const from = Math.max(toMinutes(hours.start), nowMinutes);
        const end = toMinutes(hours.end);
        const when = window === 'rest' ? 'the rest of the day' : `this ${window}`;
        const said = { window, now: hhmm(nowMinutes) };
        if (from >= end) {
          const over = `${when.replace(/^t/, 'T')} is over: it is ${hhmm(nowMinutes)} now.`;
          return { ok: true, message: `${over} Ask "what should I work on next?" or "plan tomorrow".`, source: 'over', sessions: [], ...said };
        }
        const open = new Set((await kit.openTasks()).map((t) => t.id));
        const plan = await getSchedule(deps, user, ctx.today);
        const inWindow = (s: ScheduleSession) => toMinutes(s.endTime) > from && toMinutes(s.startTime) < end;
        const planned = (plan?.sessions ?? []).filter((s) => !s.isBreak && inWindow(s) && tasksOf(s).some((id) => open.has(id)));
        if (planned.length) return { ok: true, message: `Your plan for ${when}:`, source: 'plan', sessions: runsOf(planned), ...said };
        // no plan for those hours: what the planner would put there, tasks the day's plan holds at other hours aside
        const elsewhere = plannedMinutes((plan?.sessions ?? []).filter((s) => !inWindow(s)));
        const { data } = await previewSchedule(
          deps,
          user,
          { date: ctx.today, tzOffsetMinutes: ctx.tzOffsetMinutes, preferences: { workHours: { start: hhmm(from), end: hours.end } } },
          elsewhere,
        );
        const work = runsOf(data.sessions.filter((s) => !s.isBreak));
        if (!work.length) return { ok: true, message: data.summary, source: 'none', sessions: [], ...said };
        const ask = window === 'rest' ? 'plan the rest of my day' : `plan my ${window}`;
        return {
          ok: true,
          message: `For ${when} (${work[0].startTime}–${work.at(-1)!.endTime}) this fits, most pressing first:`,
          hint: `Say "${ask}" to put it in your Today plan.`,
          source: 'preview',
          sessions: work,
          ...said,
        };
      },
    ),
    tool(
      'keep_question',
      'after small talk such as "thanks": the question the previous reply asked stays open for its answer (nothing is changed)',
      z.object({}),
      async () => {
        const last = await ctx.lastReplyActions();
        const index = last ? last.actions.findIndex((x) => x.type === 'pending' && !x.undone) : -1;
        const pending = index >= 0 ? last!.actions[index] : null;
        if (!last || !pending || pending.type !== 'pending') return { ok: true, message: '', open: false };
        // the question moves to this reply, so that "yes" or "no" after the small talk still answers it
        await kit.resolvePending(last.id, index);
        actions.push({ ...pending, undone: false });
        return { ok: true, message: `${pending.label}?`, open: true, op: pending.op };
      },
    ),
    tool(
      'answer_question',
      'the user\'s answer to the question the assistant asked in its previous reply: "yes"/"no" to a delete, "replace"/"merge"/"no" for a plan',
      z.object({ answer: z.enum(['yes', 'no', 'replace', 'merge']) }),
      async ({ answer }) => {
        const last = await ctx.lastReplyActions();
        const index = last ? last.actions.findIndex((x) => x.type === 'pending' && !x.undone) : -1;
        const pending = index >= 0 ? last!.actions[index] : null;
        if (!last || !pending || pending.type !== 'pending') return { ok: false, message: 'There is no question waiting for an answer.' };
        await kit.resolvePending(last.id, index);
        if (answer === 'no') {
          if (pending.op === 'plan_day') return { ok: true, message: 'OK, your plan stays as it is.', kept: 'plan' };
          const nothing = { delete_tasks: 'deleted', complete_tasks: 'completed', move_tasks: 'moved' }[pending.op];
          return { ok: true, message: `OK, nothing was ${nothing}.`, kept: 'tasks', op: pending.op };
        }
        if (pending.op === 'plan_day')
          return plan({ date: pending.date, window: (pending.window as Window | null) ?? null, mode: answer === 'merge' ? 'merge' : 'replace' });
        if (pending.op === 'complete_tasks') {
          const r = await completeNow(
            kit,
            pending.taskIds.map((id) => ({ id })),
          );
          return { ...r, message: `${r.message} Say "undo" if that was a mistake.` };
        }
        if (pending.op === 'move_tasks') {
          const to = (await kit.projects()).find((p) => p.id === pending.projectId);
          if (!to) return { ok: false, message: 'That project is gone: nothing was moved.' };
          return moveNow(
            kit,
            pending.taskIds.map((id) => ({ id })),
            to,
          );
        }
        return kit.deletePending(pending.taskIds);
      },
    ),
  ];
}
