import type { ChatRequest, ToolResult } from '../aiProvider.js';
import { addDays } from '../clock.js';
import { understand, type Entities, type Understanding } from './understand.js';
import type { Lang } from './nlu.js';
import { germanDue, germanPeriod, germanPlan, germanReason, inGerman } from './german.js';
import { describeDate } from './dates.js';
import { germanError } from './germanErrors.js';
import { isNearTaskName } from './nearTaskName.js';

/** The local engine's assistant: nlp.js reads the intent, the entities fill a tool's arguments, the tool's result is the answer. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of a tool result, whose shape the tool alone knows
const list = (items: unknown, fmt: (x: any) => string) => (Array.isArray(items) ? items.map(fmt).join('\n') : '');
const WORD = /[\p{L}\p{N}]+/gu;

function wordsOf(names: readonly string[]) {
  const words = new Set<string>();
  for (const n of names) for (const w of n.toLowerCase().match(WORD) ?? []) words.add(w);
  return words;
}

// the task names come as a frozen list, the same one while the tasks are unchanged: joined once
const namesTexts = new WeakMap<readonly string[], string>();
const LETTER = /[\p{L}\p{N}]/u;
/** Whether a word is a word of one of the names (looked up in their text: a few words a message, against thousands of names). */
function isWordOf(names: readonly string[], word: string) {
  let text = namesTexts.get(names);
  if (text === undefined) {
    text = `\n${names.join('\n').toLowerCase()}\n`;
    if (Object.isFrozen(names)) namesTexts.set(names, text);
  }
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
    if (!LETTER.test(text[i - 1]) && !LETTER.test(text[i + word.length])) return true;
  }
  return false;
}

const FILLER = new Set(['the', 'a', 'an', 'my', 'der', 'die', 'das', 'den', 'dem', 'meine']);
/** Whether one open task's name has every word of a phrase ("water plants" of "Water the plants"). */
function isOneName(names: readonly string[], phrase: string) {
  const words = (phrase.toLowerCase().match(WORD) ?? []).filter((w) => !FILLER.has(w));
  if (!words.length || !words.every((w) => isWordOf(names, w))) return false;
  return names.some((n) => {
    const lower = n.toLowerCase();
    if (!lower.includes(words[0])) return false;
    const own = new Set(lower.match(WORD));
    return words.every((w) => own.has(w));
  });
}

/** What the reader knows of the user's names: their projects, the words of their names, and whether a phrase names one open task. */
export function namesContext(names: { projects: string[]; tasks: readonly string[] }) {
  const projectWords = wordsOf(names.projects);
  return {
    projects: names.projects,
    names: { has: (w: string) => projectWords.has(w) || isWordOf(names.tasks, w) },
    isTaskName: (phrase: string) => isOneName(names.tasks, phrase),
    isNearTaskName: (phrase: string) => isNearTaskName(names.tasks, phrase),
  };
}

export async function localChat(req: ChatRequest): Promise<{ text: string; intent: Understanding['intent']; entities: Entities }> {
  const names = (await req.names?.()) ?? { projects: [], tasks: [] };
  const u = await understand(req.message, {
    today: req.today,
    clock: req.now && req.timeZone ? { now: req.now, timeZone: req.timeZone } : undefined,
    ...namesContext(names),
  });
  const text = await answer(u, req);
  req.onDelta?.(text);
  return { text, intent: u.intent, entities: u.entities };
}

const de = (lang: Lang, en: string, german: string) => (lang === 'de' ? german : en);
type TaskLine = { name: string; priority: number; remainingMinutes: number; dueDate: string | null; projectName: string };

async function answer(u: Understanding, req: ChatRequest): Promise<string> {
  const { entities: e, lang } = u;
  const run = (name: string, args: Record<string, unknown> = {}) => req.runTool(name, args);
  /** a tool's own answer, in the request's language */
  const said = (r: ToolResult) => (lang === 'de' ? inGermanResult(r) : r.message);
  const plainly = async (name: string, args: Record<string, unknown> = {}) => said(await run(name, args));
  const target = e.targets?.[0];
  const needTask = (verb: string) =>
    de(
      lang,
      `Which task should I ${verb}? Name it, for example "${verb} the report".`,
      'Welche Aufgabe meinst du? Nenne sie, zum Beispiel "erledige den Bericht".',
    );
  switch (u.intent) {
    case 'task.create': {
      const specs = e.tasks ?? [];
      if (!specs.length || specs.some((s) => !s.name)) {
        return de(
          lang,
          'What should the task be called? For example: add a task "Call the bank" tomorrow, priority 7.',
          'Wie soll die Aufgabe heißen? Zum Beispiel: neue Aufgabe "Bank anrufen" morgen, hohe Priorität.',
        );
      }
      const lines: string[] = [];
      let created = 0;
      for (const { kind: _k, ...args } of specs) {
        const r = await run('create_task', args);
        const t = r.task as
          | { name: string; projectName: string; priority: number; duration: number; dueDate: string | null; dueTime: string | null; labels: string[] }
          | undefined;
        const labels = t?.labels.length ? `, ${t.labels.length === 1 ? 'Label' : 'Labels'} ${t.labels.map((l) => `"${l}"`).join(', ')}` : '';
        const due = t?.dueDate ? `, ${germanDue(describeDate(t.dueDate, req.today))}${t.dueTime ? ` um ${t.dueTime} Uhr` : ''}` : '';
        lines.push(
          r.ok && t && lang === 'de' ? `"${t.name}" zu ${t.projectName} hinzugefügt: Priorität ${t.priority}, ${t.duration} min${due}${labels}.` : said(r),
        );
        if (!r.ok) break;
        created++;
      }
      if (!created) return lines.join('\n');
      return `${lines.join('\n')} ${de(lang, `Say "undo" to remove ${created > 1 ? 'them' : 'it'}.`, 'Sag "rückgängig", um das zurückzunehmen.')}`;
    }
    case 'task.complete': {
      if (!e.targets && !e.all) return needTask('complete');
      if (e.reported) {
        const what = target!.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
        return de(
          lang,
          `Well done! "${what}" is not on your open tasks, so I changed nothing. Say "add ${target}" if you want to keep track of it.`,
          `Gut gemacht! "${what}" steht nicht in deinen offenen Aufgaben, also habe ich nichts geändert. Sag "neue Aufgabe ${target}", wenn du es festhalten willst.`,
        );
      }
      const r = await run('complete_tasks', bulkSelection(e));
      if (!r.ok) return said(r);
      if (r.pending)
        return de(
          lang,
          r.message,
          `Alle ${r.count as number} offenen Aufgaben erledigen (${quoted(r.names)})? Sag "ja" zum Erledigen oder "nein", um sie offen zu lassen. Für weniger nenne ein Projekt oder einen Tag, zum Beispiel "erledige alle überfälligen Aufgaben".`,
        );
      return lang === 'de' ? germanCompleted(r) : `${r.message} Say "undo" if that was a mistake.`;
    }
    case 'task.reopen':
      if (!target) return needTask('reopen');
      return plainly('reopen_task', { name: target });
    case 'task.delete': {
      if (!e.targets && !e.all) return needTask('delete');
      const r = await run('delete_tasks', { ...bulkSelection(e), completed: e.completed ?? null });
      if (r.ok && lang === 'de') {
        const names = r.names as string[];
        return `${names.length === 1 ? `"${names[0]}" löschen` : `Diese ${names.length} Aufgaben löschen`}? Sag "ja" zum Löschen oder "nein", um sie zu behalten.`;
      }
      return said(r);
    }
    case 'task.rename':
      if (!target || !e.newName)
        return de(lang, 'Say it like this: rename the report to quarterly report.', 'Sag es so: benenne den Bericht in Quartalsbericht um.');
      return plainly('update_task', { name: target, newName: e.newName });
    case 'task.move':
      if (e.all && e.projectName) {
        const r = await run('move_tasks', {
          all: true,
          projectName: e.fromProject ?? null,
          due: e.due ?? null,
          band: e.band ?? null,
          toProject: e.projectName,
        });
        if (lang !== 'de' || !r.ok) return said(r);
        const names = quoted(r.pending ? r.names : r.moved);
        const to = e.projectName;
        if (r.pending)
          return `Alle ${r.count as number} offenen Aufgaben außerhalb von ${to} (${names}) nach ${to} verschieben? Sag "ja" zum Verschieben oder "nein", um sie zu lassen. Für weniger nenne das Projekt, aus dem sie kommen, zum Beispiel "verschiebe alle Aufgaben aus Inbox nach ${to}".`;
        return `Nach ${r.projectName as string} verschoben: ${names}. Sag "rückgängig", um das zurückzunehmen.`;
      }
      if (!target || !e.projectName) return de(lang, 'Say it like this: move the report to Work.', 'Sag es so: verschiebe den Bericht nach Work.');
      return plainly('update_task', { name: target, projectName: e.projectName });
    case 'task.priority':
      if (!target) return needTask('reprioritize');
      if (e.priority === undefined && !e.priorityChange)
        return de(
          lang,
          'Which priority? A number from 1 to 10, or high, medium or low.',
          'Welche Priorität? Eine Zahl von 1 bis 10 oder hoch, mittel, niedrig.',
        );
      return plainly('update_task', { name: target, priority: e.priority ?? null, priorityChange: e.priorityChange ?? null });
    case 'task.duration':
      if (!target || !e.durationMinutes) return de(lang, 'Say it like this: the report takes 2 hours.', 'Sag es so: der Bericht dauert 2 Stunden.');
      return plainly('update_task', { name: target, durationMinutes: e.durationMinutes });
    case 'task.deadline':
      if (e.all && e.due && e.dueDate) return moveAll(e.alsoOverdue ? ['overdue', e.due] : [e.due], e.dueDate, req, lang);
      if (target && e.recurrence) return plainly('update_task', { name: target, recurrence: e.recurrence });
      if (target && e.shiftDays) return plainly('update_task', { name: target, shiftDays: e.shiftDays });
      if (!target || e.dueDate === undefined)
        return de(lang, 'Say it like this: move the deadline of the report to friday.', 'Sag es so: setze die Frist vom Bericht auf Freitag.');
      return plainly('update_task', {
        name: target,
        ...(e.dueDate === null ? { clearDueDate: true } : { dueDate: e.dueDate, dueTime: e.dueTime ?? null, keepTime: e.keepTime ?? null }),
      });
    case 'task.description':
      if (!target || !e.description)
        return de(
          lang,
          'Say it like this: set the description of the report to include the Q4 figures.',
          'Sag es so: setze die Beschreibung vom Bericht auf Zahlen für Q4.',
        );
      return plainly('update_task', { name: target, description: e.description });
    case 'task.label':
    case 'task.unlabel': {
      if (!target || !e.labels?.length) {
        return u.intent === 'task.label'
          ? de(lang, 'Say it like this: label the report as urgent.', 'Sag es so: markiere den Bericht mit dem Label dringend.')
          : de(lang, 'Say it like this: remove the label urgent from the report.', 'Sag es so: entferne das Label dringend vom Bericht.');
      }
      return plainly('label_task', { name: target, [u.intent === 'task.label' ? 'add' : 'remove']: e.labels });
    }
    case 'task.assign': {
      if (!target) return needTask('assign');
      const r = await run('assign_task', { name: target, person: e.assignee ?? null });
      if (lang !== 'de' || !r.ok) return said(r);
      const whom = r.assignee === 'you' ? 'dir' : (r.assignee as string | null);
      const back = ' Sag "rückgängig", um das zurückzunehmen.';
      if (r.change === 'assigned') return `"${r.task as string}" ist jetzt ${whom} zugewiesen.${back}`;
      if (r.change === 'unassigned') return `"${r.task as string}" ist niemandem mehr zugewiesen.${back}`;
      return whom ? `"${r.task as string}" ist schon ${whom} zugewiesen.` : `"${r.task as string}" ist niemandem zugewiesen.`;
    }
    case 'ask.assignee': {
      if (!target) return needTask('look at');
      const r = await run('task_assignee', { name: target });
      if (lang !== 'de' || !r.ok) return said(r);
      const whom = r.assignee === 'you' ? 'dir' : (r.assignee as string | null);
      return whom ? `"${r.task as string}" ist ${whom} zugewiesen.` : `"${r.task as string}" ist niemandem zugewiesen.`;
    }
    case 'project.create':
      if (!e.projectName) return de(lang, 'What should the project be called?', 'Wie soll das Projekt heißen?');
      return plainly('create_project', { name: e.projectName });
    case 'timer.start':
      return plainly('start_timer', target ? { name: target } : {});
    case 'timer.pause':
      return plainly('pause_timer');
    case 'timer.resume':
      return plainly('resume_timer');
    case 'timer.stop':
      return plainly('stop_timer');
    case 'timer.reset':
      return plainly('reset_timer');
    case 'timer.complete':
      return plainly('complete_timer_task');
    case 'plan.make':
      return withSessions(await run('plan_day', { date: e.date ?? req.today, window: e.window ?? null }), lang);
    case 'plan.show': {
      const date = e.date ?? req.today;
      const r = await run('get_schedule', { date });
      const text = withSessions(r, lang);
      if ((r.sessions as unknown[] | undefined)?.length) return text;
      // no plan yet: what is due that day answers "what's on today?" or "what's on tomorrow?" all the same
      const tomorrow = date === addDays(req.today, 1);
      if (date !== req.today && !tomorrow) return text;
      const due = await run('find_tasks', { projectName: null, band: null, due: tomorrow ? 'tomorrow' : 'today' });
      if (!due.ok || !(due.tasks as unknown[]).length) return text;
      const heading = tomorrow ? de(lang, 'Due tomorrow:', 'Morgen fällig:') : de(lang, 'Due today:', 'Heute fällig:');
      return `${text}\n${heading}\n${list(due.tasks, (t: TaskLine) => `- ${t.name} (${t.projectName})`)}`;
    }
    case 'plan.replace':
    case 'plan.merge':
    case 'confirm.yes':
    case 'confirm.no': {
      const answer = { 'plan.replace': 'replace', 'plan.merge': 'merge', 'confirm.yes': 'yes', 'confirm.no': 'no' }[u.intent];
      const r = await run('answer_question', { answer });
      if (!r.ok && lang === 'de') return failed(r) ? inGermanResult(r) : 'Es wartet keine Frage auf eine Antwort.';
      if (lang === 'de' && r.ok) {
        const deleted = (r.deleted ?? []) as string[];
        if (deleted.length)
          return `${deleted.length === 1 ? `"${deleted[0]}"` : `${deleted.length} Aufgaben`} gelöscht. Sag "rückgängig", um sie zurückzuholen.`;
        if (r.completed) return germanCompleted(r);
        if (r.moved) return `Nach ${r.projectName as string} verschoben: ${quoted(r.moved)}. Sag "rückgängig", um das zurückzunehmen.`;
        if (r.kept === 'tasks')
          return `OK, nichts wurde ${({ complete_tasks: 'erledigt', move_tasks: 'verschoben' } as Record<string, string>)[r.op as string] ?? 'gelöscht'}.`;
      }
      return withSessions(r, lang);
    }
    case 'ask.next': {
      if (e.window) return focusAnswer(await run('focus_window', { window: e.window }), lang);
      const r = await run('recommend_next', { limit: 3 });
      const recs = (r.recommendations ?? []) as Array<{ rank: number; taskName: string; reason: string }>;
      if (!r.ok || !recs.length) return lang === 'de' && r.ok ? 'Du hast keine offenen Aufgaben: lege eine an, dann sage ich dir, womit du anfängst.' : said(r);
      const [first, ...others] = recs;
      if (lang === 'de') {
        const then = others.length ? `\nDanach:\n${list(others, (x) => `${x.rank}. ${x.taskName}: ${germanReason(x.reason)}`)}` : '';
        return `Arbeite als Nächstes an "${first.taskName}". ${germanReason(first.reason)}.${then}\nSag "starte den Timer", um dich jetzt darauf zu konzentrieren.`;
      }
      const more = others.length ? `\nAfter that:\n${list(others, (x) => `${x.rank}. ${x.taskName}: ${x.reason}`)}` : '';
      return `Work on "${first.taskName}" next. ${first.reason}.${more}\nSay "start the timer" to focus on it now.`;
    }
    case 'ask.count': {
      const r = await run('count_tasks', {
        status: e.status ?? 'open',
        projectName: e.projectName ?? null,
        from: e.period?.from ?? null,
        to: e.period?.to ?? null,
        due: e.due ?? null,
        dueOn: e.dueOn ?? null,
      });
      if (r.ok && lang === 'de') {
        const n = r.count as number;
        const where = e.projectName ? ` in ${e.projectName}` : '';
        if (e.status !== 'done' && e.due === 'overdue') return `Du hast ${n} überfällige ${n === 1 ? 'Aufgabe' : 'Aufgaben'}${where}.`;
        if (e.status !== 'done' && (e.due || e.dueOn)) {
          const when = e.dueOn
            ? `am ${e.dueOn}`
            : ({ today: 'heute', tomorrow: 'morgen', 'this week': 'diese Woche', 'next week': 'nächste Woche' } as Record<string, string>)[e.due!];
          return `${n} ${n === 1 ? 'offene Aufgabe ist' : 'offene Aufgaben sind'}${where} ${when} fällig.`;
        }
        if (e.status !== 'done') return `Du hast ${n} ${n === 1 ? 'offene Aufgabe' : 'offene Aufgaben'}${where}.`;
        const period = (r.message as string).match(/ (today|yesterday|this week|on \S+|from \S+ to \S+)\.$/)?.[1] ?? 'today';
        return `Du hast ${germanPeriod(period)} ${n} ${n === 1 ? 'Aufgabe' : 'Aufgaben'}${where} erledigt.`;
      }
      return said(r);
    }
    case 'ask.list':
    case 'ask.overdue': {
      if (e.assignee) {
        const r = await run('assigned_tasks', { person: e.assignee });
        if (!r.ok) return said(r);
        const whom = r.assignee === 'you' ? 'dir' : (r.assignee as string);
        const n = r.count as number;
        const head = de(
          lang,
          r.message,
          n ? `${n} offene ${n === 1 ? 'Aufgabe ist' : 'Aufgaben sind'} ${whom} zugewiesen:` : `Keine offene Aufgabe ist ${whom} zugewiesen.`,
        );
        return `${head}\n${list(r.tasks, (t) => `- ${t.name} (${t.projectName})`)}`.trimEnd();
      }
      if (e.rank) return plainly('find_tasks', { projectName: e.projectName ?? null, band: null, due: null, labelNames: null, rank: e.rank });
      const plain = u.intent === 'ask.list' && !e.projectName && !e.band && !e.due && !e.dueOn && !e.labels?.length;
      const r = plain
        ? await run('list_tasks')
        : await run('find_tasks', {
            projectName: e.projectName ?? null,
            band: e.band ?? null,
            due: u.intent === 'ask.overdue' ? 'overdue' : (e.due ?? null),
            dueOn: u.intent === 'ask.overdue' ? null : (e.dueOn ?? null),
            labelNames: e.labels?.length ? e.labels : null,
          });
      if (r.ok && lang === 'de' && e.dueOn && !(r.tasks as unknown[]).length && !e.projectName && !e.band && !e.labels?.length)
        return `Am ${GERMAN_WEEKDAYS[new Date(`${e.dueOn}T00:00:00Z`).getUTCDay()]} (${e.dueOn}) ist nichts fällig.`;
      const head =
        r.ok && lang === 'de'
          ? `${(r.tasks as unknown[]).length ? `${u.intent === 'ask.overdue' ? 'Überfällige Aufgaben' : 'Deine Aufgaben'} (${(r.tasks as unknown[]).length}):` : 'Keine passenden offenen Aufgaben.'}`
          : said(r);
      const line =
        lang === 'de'
          ? (t: TaskLine) =>
              `- ${t.name} (Priorität ${t.priority}, noch ${t.remainingMinutes} min${t.dueDate ? `, fällig ${t.dueDate}` : ''}, ${t.projectName})`
          : (t: TaskLine) => `- ${t.name} (priority ${t.priority}, ${t.remainingMinutes} min left${t.dueDate ? `, due ${t.dueDate}` : ''}, ${t.projectName})`;
      return `${head}${r.ok ? `\n${list(r.tasks, line)}` : ''}`.trimEnd();
    }
    case 'ask.time_spent':
      return plainly('time_spent', { taskName: target ?? null, projectName: e.projectName ?? null, from: e.period?.from ?? null, to: e.period?.to ?? null });
    case 'ask.time_left':
      return plainly('time_left', { taskName: target ?? null, projectName: e.projectName ?? null });
    case 'ask.finished': {
      const r = await run('finished_tasks', { from: e.period?.from ?? null, to: e.period?.to ?? null });
      return `${said(r)}${r.ok ? `\n${list(r.tasks, (t) => `- ${t.name} (${t.projectName})`)}` : ''}`.trimEnd();
    }
    case 'ask.neglected': {
      const r = await run('neglected_tasks');
      const line = (t: { name: string; priority: number; daysUntouched: number }) =>
        de(lang, `- ${t.name} (priority ${t.priority}, ${t.daysUntouched} days)`, `- ${t.name} (Priorität ${t.priority}, ${t.daysUntouched} Tage)`);
      return `${said(r)}${r.ok ? `\n${list(r.tasks, line)}` : ''}`.trimEnd();
    }
    case 'ask.summary':
      return plainly('summary', { days: e.period?.label === 'this week' ? 7 : (e.period?.days ?? 1) });
    case 'undo': {
      const r = await run('undo_last_action');
      if (lang === 'de' && failed(r)) return inGermanResult(r);
      // one sentence for each action undone
      return lang === 'de'
        ? r.message
            .split(/(?<=\.) (?=["A-Z])/)
            .map(inGerman)
            .join(' ')
        : r.message;
    }
    case 'help':
    case 'greeting': {
      const name = req.userName ? ` ${req.userName}` : '';
      if (lang === 'de') {
        return `${u.intent === 'greeting' ? `Hallo${name}! ` : ''}Ich kann Aufgaben anlegen, ändern, erledigen und löschen, den Timer steuern, deinen Tag planen und Fragen zu deiner Arbeit beantworten. Zum Beispiel: "neue Aufgabe Bank anrufen morgen", "wie viele Aufgaben habe ich?", "plane meinen Nachmittag".`;
      }
      const can = req.tools.map((t) => `- ${t.description}`).join('\n');
      return `${u.intent === 'greeting' ? `Hello${name}! ` : ''}Here is what I can do for you:\n${can}`;
    }
    case 'thanks': {
      // thanks is not an answer: a question asked just before stays open for its answer
      const r = await run('keep_question');
      if (!r.open) return de(lang, "You're welcome!", 'Gern geschehen!');
      const plan = r.op === 'plan_day';
      return de(
        lang,
        `You're welcome! My question still stands: ${r.message} Say ${plan ? '"replace", "merge" or "no"' : '"yes" or "no"'}.`,
        `Gern geschehen! Meine Frage von eben gilt noch: sag ${plan ? '"ersetzen", "zusammenführen" oder "nein"' : '"ja" oder "nein"'}.`,
      );
    }
    case 'None':
      return unknown(req, lang);
  }
}

/** "move everything from today to tomorrow": each open task due then (or overdue) gets the new day; several `due` take each's tasks. */
async function moveAll(dues: Array<NonNullable<Entities['due']>>, dueDate: string, req: ChatRequest, lang: Lang): Promise<string> {
  const tasks: Array<{ id: number; name: string }> = [];
  for (const due of dues) {
    const found = await req.runTool('find_tasks', { projectName: null, band: null, due, dueOn: null, labelNames: null });
    if (found.ok) tasks.push(...((found.tasks ?? []) as Array<{ id: number; name: string }>));
  }
  const WORDS = {
    today: ['due today', 'heute fällig'],
    tomorrow: ['due tomorrow', 'morgen fällig'],
    overdue: ['overdue', 'überfällig'],
    'this week': ['due this week', 'diese Woche fällig'],
    'next week': ['due next week', 'nächste Woche fällig'],
  };
  const from = [0, 1].map((i) => dues.map((d) => WORDS[d][i]).join(i ? ' oder ' : ' or '));
  if (!tasks.length) return de(lang, `No open task is ${from[0]}: nothing to move.`, `Keine offene Aufgabe ist ${from[1]}: da ist nichts zu verschieben.`);
  const moved: string[] = [];
  for (const t of tasks) {
    const r = await req.runTool('update_task', { taskId: t.id, dueDate, keepTime: true });
    if (r.ok) moved.push(t.name);
  }
  const day = describeDate(dueDate, req.today);
  const names = moved.map((n) => `"${n}"`).join(', ');
  // several kinds taken without being named ("move everything to tomorrow"): the reply says which
  const which = dues.length > 1 ? [` (${from[0]})`, ` (${from[1]})`] : ['', ''];
  return de(
    lang,
    `Moved ${moved.length === 1 ? '1 task' : `${moved.length} tasks`}${which[0]} to ${day}: ${names}. Say "undo" to move ${moved.length === 1 ? 'it' : 'them'} back.`,
    `${moved.length === 1 ? '1 Aufgabe' : `${moved.length} Aufgaben`}${which[1]} verschoben, ${germanDue(day)}: ${names}. Sag "rückgängig", um das zurückzunehmen.`,
  );
}

/** Names as the replies quote them ("a", "b", "c"…). */
const quoted = (names: unknown, max = 5) =>
  Array.isArray(names)
    ? names
        .slice(0, max)
        .map((n) => `"${String(n)}"`)
        .join(', ') + (names.length > max ? '…' : '')
    : '';

const germanCompleted = (r: ToolResult) => `Erledigt: ${quoted(r.completed, 50)}. Noch ${r.left as number} offen. Sag "rückgängig", falls das ein Fehler war.`;

const GERMAN_WINDOWS: Record<string, { part: string; the: string; plan: string }> = {
  morning: { part: 'heute Vormittag', the: 'Der Vormittag', plan: 'plane meinen Vormittag' },
  afternoon: { part: 'heute Nachmittag', the: 'Der Nachmittag', plan: 'plane meinen Nachmittag' },
  evening: { part: 'heute Abend', the: 'Der Abend', plan: 'plane meinen Abend' },
  rest: { part: 'den Rest des Tages', the: 'Der Arbeitstag', plan: 'plane den Rest des Tages' },
};

/** "what should I focus on this afternoon?": the plan's sessions then, or what would fit, or that the time is past. */
function focusAnswer(r: ToolResult, lang: Lang): string {
  if (!r.ok || lang !== 'de') return `${withSessions(r, lang)}${r.hint ? `\n${r.hint as string}` : ''}`;
  const w = GERMAN_WINDOWS[r.window as string];
  const sessions = (r.sessions ?? []) as Array<{ startTime: string; endTime: string }>;
  const german = {
    over: `${w.the} ist vorbei: es ist ${r.now as string} Uhr. Frag "was soll ich als Nächstes tun?" oder "plane morgen".`,
    plan: `Dein Plan für ${w.part}:`,
    preview: `Für ${w.part} (${sessions[0]?.startTime}–${sessions.at(-1)?.endTime}) passt das, das Dringendste zuerst:`,
    none: germanPlan(r.message),
  }[r.source as string];
  const text = withSessions({ ...r, message: german ?? r.message }, 'de');
  return r.source === 'preview' ? `${text}\nSag "${w.plan}", um es in deinen Heute-Plan zu übernehmen.` : text;
}

const GERMAN_WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

async function unknown(req: ChatRequest, lang: Lang) {
  const r = await req.runTool('list_tasks', {});
  const tasks = (r.tasks ?? []) as Array<{ name: string }>;
  const example = tasks[0]?.name ?? 'Write the report';
  if (lang === 'de') {
    return `Das kann ich nicht erledigen: "${req.message.trim()}". Ich helfe mit deinen Aufgaben, zum Beispiel:\n- was soll ich als nächstes tun?\n- neue Aufgabe "Bank anrufen" morgen\n- erledige ${example}\n- plane meinen Tag`;
  }
  return (
    `I can't help with "${req.message.trim()}": I work with your tasks, timer and plans. Nothing was changed. Try for example:\n` +
    `- what should I work on next?\n- add a task "Call the bank" tomorrow, priority 7\n- complete ${example}\n- start the timer on ${example}\n- plan my afternoon`
  );
}

/** A tool's result that is a service's error (with its status). */
const failed = (r: ToolResult): r is ToolResult & { error: { status: number } } =>
  !r.ok && typeof r.error === 'object' && r.error !== null && typeof (r.error as { status?: unknown }).status === 'number';

/** A tool's answer in German: a service's error by what it means, any other answer sentence by sentence. */
function inGermanResult(r: ToolResult): string {
  return failed(r) ? germanError(r.error.status, r.message) : inGerman(r.message);
}

function withSessions(r: ToolResult, lang: Lang): string {
  if (lang === 'de' && failed(r)) return inGermanResult(r);
  const message = lang === 'de' ? germanPlan(r.message) : r.message;
  const sessions = (r.sessions ?? []) as Array<{ startTime: string; endTime: string; taskName: string; isBreak: boolean; groupedTasks?: unknown[] }>;
  // a batch of short tasks is named by the scheduler in English
  const nameOf = (s: (typeof sessions)[number]) => (lang === 'de' && s.groupedTasks?.length ? `Kurze Aufgaben (${s.groupedTasks.length})` : s.taskName);
  const lines = sessions.filter((s) => !s.isBreak).map((s) => `${s.startTime}–${s.endTime} ${nameOf(s)}`);
  return lines.length ? `${message}\n${lines.join('\n')}` : message;
}

/** The tasks a bulk complete or delete names: by name, or all of them narrowed by project, due day and priority band. */
function bulkSelection(e: Entities) {
  return { names: e.targets ?? null, all: e.all ?? null, projectName: e.projectName ?? null, due: e.due ?? null, band: e.band ?? null };
}
