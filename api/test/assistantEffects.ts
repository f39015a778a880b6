import { localDate } from '../src/modules/ai/clock.js';
import type { Agent, RestTask } from './chatSeed.js';

/** A field's expectation: the value itself, a pattern, or a test. */
export type Want = string | number | boolean | null | RegExp | ((value: unknown) => boolean);
export type TaskWants = Partial<Record<string, Want>>;

/**
 * What a message did to the user's data, as the assistant test sets write it; a set may narrow the
 * task fields (`W`) and say more about the plan (`P`).
 */
export type Effect<W extends TaskWants = TaskWants, P extends { plan: string } = { plan: 'made' }> =
  | { none: true }
  | { created: Array<W & { name: Want }> }
  | { completed: string[] }
  | { reopened: string[] }
  | { deleted: string[] }
  | { changed: string; to: W }
  /** several tasks changed at once ("move everything to tomorrow"): each named task has its fields */
  | { changedEach: Record<string, W> }
  | { timer: 'running' | 'paused' | 'idle'; on?: string }
  | P
  | { project: string };

type Judge<T> = {
  agent: Agent;
  before: T[];
  after: T[];
  /** the fields compared for "nothing else changed" */
  view: (task: T) => unknown;
  /** which fields' strings are compared ignoring case */
  anyCase: (field: string) => boolean;
};

const fits = (want: Want, value: unknown, caseless: boolean) => {
  if (want instanceof RegExp) return want.test(String(value));
  if (typeof want === 'function') return want(value);
  if (caseless && typeof want === 'string' && typeof value === 'string') return want.toLowerCase() === value.toLowerCase();
  return want === value;
};
const show = (want: TaskWants) => Object.fromEntries(Object.entries(want).map(([k, w]) => [k, typeof w === 'function' ? '(a test)' : String(w)]));

/** Asserts that the message did exactly `effect`: the tasks it names changed as said, and no other task changed. */
export async function expectEffect<T extends RestTask>(effect: Effect, { agent, before, after, view, anyCase }: Judge<T>) {
  const matches = (t: T, want: TaskWants) => Object.entries(want).every(([k, w]) => fits(w as Want, (t as unknown as Record<string, unknown>)[k], anyCase(k)));
  const byName = (name: string) => {
    const found = before.find((t) => t.name.toLowerCase() === name.toLowerCase());
    if (!found) throw new Error(`no task ${name} before the message`);
    return found;
  };
  const unchangedBut = (ids: Set<number>) => {
    for (const t of before) {
      if (ids.has(t.id)) continue;
      const now = after.find((a) => a.id === t.id);
      expect(now ? view(now) : null).toEqual(view(t));
    }
  };
  const idsOf = (names: string[]) => new Set(names.map((n) => byName(n).id));
  const e = effect;
  if ('none' in e) {
    expect(after.map(view)).toEqual(before.map(view));
  } else if ('created' in e) {
    const added = after.filter((t) => !before.some((b) => b.id === t.id));
    expect({ count: added.length, added: added.map(view) }).toMatchObject({ count: e.created.length });
    for (const want of e.created)
      expect({ want: show(want), found: added.some((t) => matches(t, want)), added: added.map(view) }).toMatchObject({ found: true });
    unchangedBut(new Set());
  } else if ('completed' in e || 'reopened' in e) {
    const names = 'completed' in e ? e.completed : e.reopened;
    for (const n of names) expect({ n, completed: after.find((t) => t.id === byName(n).id)?.completed }).toEqual({ n, completed: 'completed' in e });
    unchangedBut(idsOf(names));
  } else if ('deleted' in e) {
    for (const n of e.deleted) expect(after.find((t) => t.id === byName(n).id)).toBeUndefined();
    expect(after).toHaveLength(before.length - e.deleted.length);
    unchangedBut(idsOf(e.deleted));
  } else if ('changed' in e) {
    const id = byName(e.changed).id;
    const now = after.find((t) => t.id === id)!;
    expect({ want: show(e.to), ok: matches(now, e.to), now: view(now) }).toMatchObject({ ok: true });
    unchangedBut(new Set([id]));
  } else if ('changedEach' in e) {
    const ids = idsOf(Object.keys(e.changedEach));
    for (const [name, want] of Object.entries(e.changedEach)) {
      const now = after.find((t) => t.id === byName(name).id)!;
      expect({ name, want: show(want), ok: matches(now, want), now: view(now) }).toMatchObject({ ok: true });
    }
    unchangedBut(ids);
  } else if ('timer' in e) {
    const timer = (await agent.get('/api/timer')).body;
    expect(timer.status).toBe(e.timer);
    if (e.on) expect(timer.activeTask?.name).toBe(e.on);
  } else if ('plan' in e) {
    const plan = await agent.get(`/api/schedule/${localDate(new Date())}`);
    expect(plan.status).toBe(200);
    // late in the day nothing fits any more: the plan is made, empty, and says why
    const { sessions, summary } = plan.body as { sessions: unknown[]; summary: string };
    if (!sessions.length)
      expect(summary).toMatch(
        /^(?:Your work hours \(.+\) are over for |None of your \d+ open tasks fits between |Deine Arbeitszeit \(.+\) ist für |Keine deiner \d+ offenen Aufgaben passt )/,
      );
  } else if ('project' in e) {
    const list = (await agent.get('/api/projects')).body as Array<{ name: string }>;
    expect(list.map((p) => p.name)).toContain(e.project);
    unchangedBut(new Set());
  }
}
