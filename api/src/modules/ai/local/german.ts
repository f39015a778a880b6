/**
 * The tools' answers in German, for a German request: each sentence the tools write is matched as a
 * whole and said again in German; names in quotes stay as they are. A sentence that has no German
 * form here is left in English.
 */

const plural = (n: string, one: string, many: string) => `${n} ${n === '1' ? one : many}`;

/** "today", "this week", "on 2026-12-01", "from … to …" (how the tools name a period). */
export function germanPeriod(period: string): string {
  return period
    .replace(/^today$/, 'heute')
    .replace(/^yesterday$/, 'gestern')
    .replace(/^this week$/, 'diese Woche')
    .replace(/^on (\S+)$/, 'am $1')
    .replace(/^from (\S+) to (\S+)$/, 'vom $1 bis $2');
}

/** " on "Task"", " on Work", " in Work": where a figure is about. */
const germanScope = (scope: string | undefined, word: 'mit' | 'in') => (scope ? ` ${word} ${scope.replace(/^ (?:on|in) /, '')}` : '');

/** The parts of a changed task ("renamed to "X", priority 8, takes 2h"), outside the quoted names. */
function germanChanges(parts: string): string {
  return parts
    .split(/("[^"]*")/)
    .map((piece, i) =>
      i % 2
        ? piece
        : piece
            .replace(/renamed to /g, 'umbenannt in ')
            .replace(/moved to /g, 'verschoben nach ')
            .replace(/\bpriority (\d+)/g, 'Priorität $1')
            .replace(/\btakes /g, 'dauert ')
            .replace(/\bdue (\d{4}-\d\d-\d\d)/g, 'fällig am $1')
            .replace(/ at (\d\d:\d\d)/g, ' um $1 Uhr')
            .replace(/\bno deadline\b/g, 'keine Frist')
            .replace(/\bnew description\b/g, 'neue Beschreibung'),
    )
    .join('');
}

const SENTENCES: Array<[RegExp, string | ((...m: string[]) => string)]> = [
  // finding tasks and projects
  [
    /^No open task matches "(.+?)"\.(?: Your open tasks: (.+)\.)?$/s,
    (_, q, list) => `Keine offene Aufgabe passt zu "${q}".${list ? ` Deine offenen Aufgaben: ${list}.` : ''}`,
  ],
  [/^Several tasks match "(.+?)": (.+)\. Which one should I .+\?$/s, 'Mehrere Aufgaben passen zu "$1": $2. Welche meinst du?'],
  [/^Which task should I .+\?$/, 'Welche Aufgabe meinst du?'],
  [/^No open task has id (\d+)\.$/, 'Keine offene Aufgabe hat die Nummer $1.'],
  [
    /^I found no single project called "(.+?)"\. Your projects: (.+)\.$/s,
    (_, name, list) => `Ich habe kein Projekt namens "${name}" gefunden. Deine Projekte: ${list === 'none yet' ? 'noch keine' : list}.`,
  ],
  [/^There are no open tasks in (.+) to \w+\.$/, 'In $1 gibt es dafür keine offenen Aufgaben.'],
  [/^There are no open tasks to \w+\.$/, 'Es gibt dafür keine offenen Aufgaben.'],
  [/^"(.+)" is not a date like (\S+)\.$/, '"$1" ist kein Datum wie $2.'],
  // changes
  [/^What should I change on "(.+)"\?.*$/s, 'Was soll ich an "$1" ändern? Den Namen, das Projekt, die Priorität, die Dauer, die Frist oder die Beschreibung.'],
  [/^"(.+?)": (.+)\.$/s, (_, name, parts) => `"${name}": ${germanChanges(parts)}.`],
  [/^"(.+)" is open again\.$/, '"$1" ist wieder offen.'],
  [/^"(.+)" is completed again\.$/, '"$1" ist wieder erledigt.'],
  [/^"(.+)" is back as it was\.$/, '"$1" ist wieder wie vorher.'],
  [/^Restored "(.+)"\.$/, '"$1" ist wieder da.'],
  [/^Removed the task I created \((.+)\)\.$/, 'Die angelegte Aufgabe ist entfernt ($1).'],
  [/^The task I created is already gone\.$/, 'Die angelegte Aufgabe gibt es schon nicht mehr.'],
  [/^That task is gone: there is nothing to change back\.$/, 'Diese Aufgabe gibt es nicht mehr: da ist nichts zurückzunehmen.'],
  [/^Those tasks are already gone\.$/, 'Diese Aufgaben gibt es schon nicht mehr.'],
  [/^There is nothing to undo\.?$/, 'Es gibt nichts rückgängig zu machen.'],
  [/^There is nothing to undo: that was a question\.?$/, 'Da ist nichts rückgängig zu machen: das war eine Frage.'],
  [/^This action was already undone\.?$/, 'Das ist schon rückgängig gemacht.'],
  // projects
  [/^Created the project "(.+)"\.$/, 'Projekt "$1" angelegt.'],
  [/^You already have a project called "(.+)"\.$/, 'Du hast schon ein Projekt namens "$1".'],
  [/^Removed the project "(.+)"\.$/, 'Projekt "$1" entfernt.'],
  [/^That project has tasks now: .*$/, 'Dieses Projekt hat inzwischen Aufgaben: lösche es auf der Projektseite, wenn du das willst.'],
  [/^That project is already gone\.$/, 'Dieses Projekt gibt es schon nicht mehr.'],
  // the timer
  [/^Started a (\d+)-minute focus session on "(.+)"\.$/, 'Fokus-Sitzung von $1 Minuten für "$2" gestartet.'],
  [/^You have no open tasks to focus on: add one first\.$/, 'Du hast keine offenen Aufgaben für den Fokus: lege zuerst eine an.'],
  [/^Paused the timer\..*$/, 'Timer pausiert. Sag "Timer fortsetzen", um weiterzumachen.'],
  [/^Resumed the timer\.$/, 'Der Timer läuft weiter.'],
  [/^Stopped the timer\. The minutes that ran count for the task\.$/, 'Timer gestoppt. Die gelaufenen Minuten zählen für die Aufgabe.'],
  [/^Stopped the timer\.$/, 'Timer gestoppt.'],
  [/^Reset the timer\.$/, 'Timer zurückgesetzt.'],
  [/^The timer is not running\.?$/, 'Der Timer läuft gerade nicht.'],
  [/^The timer is not paused: start it instead\.?$/, 'Der Timer ist nicht pausiert: starte ihn stattdessen.'],
  [/^There is no active task to complete\.?$/, 'Es gibt keine aktive Aufgabe zum Abschließen.'],
  [/^The phase has not ended yet\.?$/, 'Die Phase ist noch nicht vorbei.'],
  [
    /^The timer was changed on another device at the same moment\..*$/,
    'Der Timer wurde gerade auf einem anderen Gerät geändert. Bitte versuche es noch einmal.',
  ],
  [/^That timer is no longer running: nothing to stop\.$/, 'Dieser Timer läuft nicht mehr: da ist nichts anzuhalten.'],
  [/^Completed "(.+)" and its session\.$/, '"$1" und die Sitzung sind erledigt.'],
  [/^Completed the timer’s task and its session\.$/, 'Die Aufgabe des Timers und die Sitzung sind erledigt.'],
  // questions
  [/^You have spent (.+?)( on .+)? so far\.$/, (_, time, scope) => `Du hast bisher ${time}${germanScope(scope, 'mit')} verbracht.`],
  [
    /^You focused (.+?)( on (?:".+"|\S+))? (today|yesterday|this week|on \S+|from \S+ to \S+)\.$/,
    (_, time, scope, period) => `Du hast ${germanPeriod(period)} ${time}${germanScope(scope, 'mit')} fokussiert.`,
  ],
  [
    /^About (.+?) of work is left( (?:in|on) .+)? \((\d+) open tasks?\)\.$/,
    (_, time, scope, n) => `Noch etwa ${time} Arbeit${germanScope(scope, 'in')} (${plural(n, 'offene Aufgabe', 'offene Aufgaben')}).`,
  ],
  [/^You finished (\d+) tasks? (.+):$/, (_, n, period) => `Du hast ${germanPeriod(period)} ${plural(n, 'Aufgabe', 'Aufgaben')} erledigt:`],
  [/^You finished no tasks (.+)\.$/, (_, period) => `Du hast ${germanPeriod(period)} keine Aufgaben erledigt.`],
  [/^(\d+) important tasks? had no focus for days:$/, (_, n) => `${plural(n, 'wichtige Aufgabe', 'wichtige Aufgaben')} ohne Fokus seit Tagen:`],
  [/^Nothing important is being neglected\.$/, 'Nichts Wichtiges bleibt liegen.'],
  [
    /^(Today|The last (\d+) days): (\d+) tasks? completed, (.+?) of focus, (\d+) open tasks?\.(?: Today's plan: (\d+) of (\d+) sessions' tasks done\.)?$/,
    (_, _head, days, done, focus, open, planDone, planned) =>
      `${days ? `Die letzten ${days} Tage` : 'Heute'}: ${plural(done, 'Aufgabe', 'Aufgaben')} erledigt, ${focus} Fokus, ${plural(open, 'offene Aufgabe', 'offene Aufgaben')}.` +
      (planned ? ` Heutiger Plan: bei ${planDone} von ${planned} Sitzungen ist die Aufgabe erledigt.` : ''),
  ],
];

/** A tool's answer in German, sentence by sentence where the sentence is known. */
export function inGerman(text: string): string {
  for (const [pattern, german] of SENTENCES) {
    if (pattern.test(text)) return typeof german === 'string' ? text.replace(pattern, german) : text.replace(pattern, german);
  }
  return text;
}
