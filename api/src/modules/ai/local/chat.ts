import type { ChatRequest, ToolResult } from '../aiProvider.js';
import { parseIntent, type Intent } from './intents.js';

/** The local engine's assistant: the intent grammar picks a tool, the tool's result is the answer. */

type Lines = Array<{ text: string }>;
const list = (items: unknown, fmt: (x: any) => string) => (Array.isArray(items) ? items.map(fmt).join('\n') : '');

export async function localChat(req: ChatRequest): Promise<{ text: string; intent: Intent['kind'] }> {
  const intent = parseIntent(req.message, req.today, req.now && req.timeZone ? { now: req.now, timeZone: req.timeZone } : undefined);
  const text = await answer(intent, req);
  req.onDelta?.(text);
  return { text, intent: intent.kind };
}

async function answer(intent: Intent, req: ChatRequest): Promise<string> {
  const run = (name: string, args: Record<string, unknown> = {}) => req.runTool(name, args);
  switch (intent.kind) {
    case 'create_task': {
      if (!intent.name) return 'What should the task be called? For example: add a task "Call the bank" tomorrow, priority 7.';
      const { kind: _k, ...args } = intent;
      const r = await run('create_task', args);
      return r.ok ? `${r.message} Say "undo" to remove it.` : r.message;
    }
    case 'complete_task': {
      const r = await run('complete_task', { name: intent.query });
      return r.ok ? `${r.message} Say "undo" if that was a mistake.` : r.message;
    }
    case 'start_timer': {
      const r = await run('start_timer', intent.query ? { name: intent.query } : {});
      return r.message;
    }
    case 'plan_day': {
      const r = await run('plan_day', { date: intent.date });
      return withSessions(r);
    }
    case 'show_schedule': {
      const r = await run('get_schedule', { date: intent.date });
      return withSessions(r);
    }
    case 'next': {
      const r = await run('recommend_next', { limit: 3 });
      const recs = (r.recommendations ?? []) as Array<{ rank: number; taskName: string; reason: string }>;
      if (!r.ok || !recs.length) return r.message;
      const [first, ...others] = recs;
      const more = others.length ? `\nAfter that:\n${list(others, (x) => `${x.rank}. ${x.taskName}: ${x.reason}`)}` : '';
      return `Work on "${first.taskName}" next. ${first.reason}.${more}\nSay "start the timer" to focus on it now.`;
    }
    case 'list_tasks': {
      const r = await run('list_tasks');
      return `${r.message}${r.ok ? `\n${list(r.tasks, (t) => `- ${t.name} (priority ${t.priority}, ${t.remainingMinutes} min left${t.dueDate ? `, due ${t.dueDate}` : ''}, ${t.projectName})`)}` : ''}`;
    }
    case 'stats':
      return (await run('focus_stats', { days: intent.days })).message;
    case 'undo':
      return (await run('undo_last_action')).message;
    case 'help':
    case 'greeting': {
      const can = req.tools.map((t) => `- ${t.description}`).join('\n');
      return `${intent.kind === 'greeting' ? 'Hello! ' : ''}Here is what I can do for you:\n${can}`;
    }
    case 'unknown': {
      const r = await run('list_tasks');
      const tasks = (r.tasks ?? []) as Array<{ name: string }>;
      const lower = req.message.toLowerCase();
      const mentioned = tasks.find((t) => t.name.length > 2 && lower.includes(t.name.toLowerCase()));
      if (mentioned) {
        return `You mentioned "${mentioned.name}". I can start a timer on it ("start the timer on ${mentioned.name}") or complete it ("complete ${mentioned.name}").`;
      }
      const example = tasks[0]?.name ?? 'Write the report';
      return (
        `I could not match "${req.message.trim()}" to something I can do. Try for example:\n` +
        `- what should I work on next?\n- add a task "Call the bank" tomorrow, priority 7\n- complete ${example}\n- start the timer on ${example}\n- plan my day`
      );
    }
  }
}

function withSessions(r: ToolResult): string {
  const sessions = (r.sessions ?? []) as Array<{ startTime: string; endTime: string; taskName: string; isBreak: boolean }>;
  const lines: Lines = sessions.filter((s) => !s.isBreak).map((s) => ({ text: `${s.startTime}–${s.endTime} ${s.taskName}` }));
  return lines.length ? `${r.message}\n${lines.map((l) => l.text).join('\n')}` : r.message;
}
