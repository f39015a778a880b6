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
            .replace(/\bdue ((?:today|tomorrow|yesterday) \([^)]*\)|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+ \w{3}(?: \d{4})?)/g, (_, day: string) => germanDue(day))
            .replace(/\bdue (\d{4}-\d\d-\d\d)/g, 'fällig am $1')
            .replace(/ at (\d\d:\d\d)/g, ' um $1 Uhr')
            .replace(/\bno deadline\b/g, 'keine Frist')
            .replace(/\bnew description\b/g, 'neue Beschreibung')
            .replace(/\brepeats\b/g, 'wiederholt sich'),
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
  [/^Restored your earlier plan for (\S+)\.$/, 'Dein früherer Plan für $1 ist wieder da.'],
  [
    /^The plan for (\S+) is gone: there is no plan to restore the earlier one into\.$/,
    'Den Plan für $1 gibt es nicht mehr: der frühere kann nicht zurückkommen.',
  ],
  [/^Removed the plan for (\S+)\.$/, 'Plan für $1 entfernt.'],
  [/^What should the task be called\?$/, 'Wie soll die Aufgabe heißen?'],
  [/^There is no question waiting for an answer\.$/, 'Es wartet keine Frage auf eine Antwort.'],
  [/^OK, nothing was deleted\.$/, 'OK, nichts wurde gelöscht.'],
  [/^Deleted "(.+)"\. Say "undo" to bring it back\.$/, '"$1" gelöscht. Sag "rückgängig", um sie zurückzuholen.'],
  [/^Deleted (\d+) tasks\. Say "undo" to bring them back\.$/, '$1 Aufgaben gelöscht. Sag "rückgängig", um sie zurückzuholen.'],
  [/^You have no open tasks\.$/, 'Du hast keine offenen Aufgaben.'],
  [/^You have no open tasks in (.+)\.$/, 'Du hast keine offenen Aufgaben in $1.'],
  [
    /^Your (highest|lowest)-priority open task(?: in (.+?))? is "(.+)" \(priority (\d+)(?:, due (\S+))?\)\.$/s,
    (_, rank, where, name, p, due) =>
      `Deine Aufgabe mit der ${rank === 'highest' ? 'höchsten' : 'niedrigsten'} Priorität${where ? ` in ${where}` : ''} ist "${name}" (Priorität ${p}${due ? `, fällig am ${due}` : ''}).`,
  ],
  [/^You have no open tasks: add one and I will rank it for you\.$/, 'Du hast keine offenen Aufgaben: lege eine an, dann sage ich dir, womit du anfängst.'],
  [/^There is nothing to undo: that was a question\.?$/, 'Da ist nichts rückgängig zu machen: das war eine Frage.'],
  [/^This action was already undone\.?$/, 'Das ist schon rückgängig gemacht.'],
  // labels (one sentence each: a name in quotes holds no quote, so a sentence never reaches into the next)
  [/^Made the new label ("[^"]+")\.$/, 'Neues Label $1 angelegt.'],
  [/^Made the new labels ((?:"[^"]+"(?:, )?)+…?)\.$/, 'Neue Labels $1 angelegt.'],
  [/^"([^"]+)" now has the label ("[^"]+")\.$/, '"$1" hat jetzt das Label $2.'],
  [/^"([^"]+)" now has the labels ((?:"[^"]+"(?:, )?)+…?)\.$/, '"$1" hat jetzt die Labels $2.'],
  [/^"([^"]+)" already has the label ("[^"]+")\.$/, '"$1" hat das Label $2 schon.'],
  [/^"([^"]+)" already has the labels ((?:"[^"]+"(?:, )?)+…?)\.$/, '"$1" hat die Labels $2 schon.'],
  [/^Took the label ("[^"]+") off "([^"]+)"\.$/, 'Das Label $1 ist von "$2" entfernt.'],
  [/^Took the labels ((?:"[^"]+"(?:, )?)+…?) off "([^"]+)"\.$/, 'Die Labels $1 sind von "$2" entfernt.'],
  [/^"([^"]+)" has no labels? ((?:"[^"]+"(?:, )?)+…?)\.$/, '"$1" hat kein Label $2.'],
  [
    /^You have no label called ((?:"[^"]+"(?:, )?)+…?)\. Your labels: (none yet|(?:"[^"]+"(?:, )?)+…?)\.$/,
    (_, name, list) => `Du hast kein Label namens ${name}. Deine Labels: ${list === 'none yet' ? 'noch keine' : list}.`,
  ],
  [/^Which label should I put on the task or take off it\?$/, 'Welches Label soll ich setzen oder entfernen?'],
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
  [
    /^You focused (.+?) over the last (\d+) days? \((\d+) active days?, (.+?) a day on average\)\.$/,
    (_, time, d, active, avg) =>
      `Du hast in den letzten ${plural(d, 'Tag', 'Tagen')} ${time} fokussiert (${plural(active, 'aktiver Tag', 'aktive Tage')}, im Schnitt ${avg} am Tag).`,
  ],
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
    /^No completed focus sessions in the last (\d+) days?: .*$/,
    (_, d) => `Keine abgeschlossenen Fokus-Sitzungen in den letzten ${plural(d, 'Tag', 'Tagen')}: starte den Timer für eine Aufgabe.`,
  ],
  [
    /^(\d+) of (\d+) tasks are done \((\d+)%\), (\d+) of them in this period\.$/,
    (_, done, total, rate, period) => `${done} von ${total} Aufgaben sind erledigt (${rate} %), ${period} davon in diesem Zeitraum.`,
  ],
  [/^Most of your focus went to (.+) \((.+)\)\.$/, 'Der meiste Fokus ging an $1 ($2).'],
  [/^Tasks take (\d+)% longer than estimated: .*$/, 'Aufgaben dauern $1 % länger als geschätzt: plane mehr Puffer ein.'],
  [/^Tasks take (\d+)% less time than estimated\.$/, 'Aufgaben dauern $1 % kürzer als geschätzt.'],
  [/^Your estimates are accurate .*$/, 'Deine Schätzungen stimmen (auf 15 % genau).'],
  [/^Your best focus hour is (.+?): .*$/, 'Deine beste Fokusstunde ist $1: halte sie für anspruchsvolle Arbeit frei.'],
  [/^"(.+)" \(priority (\d+)\) has not been touched for (\d+) days\.$/, '"$1" (Priorität $2) wurde seit $3 Tagen nicht angefasst.'],
  [
    /^(\d+) high-priority tasks have been untouched for (\d+)\+ days, starting with "(.+)" \((\d+) days\)\.$/,
    '$1 wichtige Aufgaben liegen seit $2+ Tagen, zuerst "$3" ($4 Tage).',
  ],
  [
    /^(Today|The last (\d+) days): (\d+) tasks? completed, (.+?) of focus, (\d+) open tasks?\.(?: Today's plan: (\d+) of (\d+) sessions' tasks done\.)?$/,
    (_, _head, days, done, focus, open, planDone, planned) =>
      `${days ? `Die letzten ${days} Tage` : 'Heute'}: ${plural(done, 'Aufgabe', 'Aufgaben')} erledigt, ${focus} Fokus, ${plural(open, 'offene Aufgabe', 'offene Aufgaben')}.` +
      (planned ? ` Heutiger Plan: bei ${planDone} von ${planned} Sitzungen ist die Aufgabe erledigt.` : ''),
  ],
];

/** One sentence the tools write, in German; null when it has no German form here. */
export function sentenceInGerman(text: string): string | null {
  for (const [pattern, german] of SENTENCES) {
    if (pattern.test(text)) return typeof german === 'string' ? text.replace(pattern, german) : text.replace(pattern, german);
  }
  return null;
}

/** A tool's answer in German: as a whole when it is known, else sentence by sentence where each is known. */
export function inGerman(text: string): string {
  return (
    sentenceInGerman(text) ??
    text
      .split(/(?<=[.?!:])\s+(?=["A-Z\d])/)
      .map((s) => sentenceInGerman(s) ?? s)
      .join(' ')
  );
}

const WEEKDAY_DE: Record<string, string> = { Mon: 'Mo', Tue: 'Di', Wed: 'Mi', Thu: 'Do', Fri: 'Fr', Sat: 'Sa', Sun: 'So' };
const MONTH_DE: Record<string, string> = { Mar: 'Mär', May: 'Mai', Oct: 'Okt', Dec: 'Dez' };
const plural2 = (n: string, one: string, many: string) => (n === '1' ? one : many);

/** A deadline as the tools name its day ("tomorrow (Sun 29 Nov)", "Fri 4 Dec"): "fällig morgen (So 29. Nov)", "fällig am Fr 4. Dez". */
export const germanDue = (day: string) => `fällig ${/^(?:today|tomorrow|yesterday)\b/.test(day) ? '' : 'am '}${germanDay(day)}`;

/** "today (Fri 27 Nov)", "Mon 30 Nov": how the tools name a day. */
function germanDay(day: string): string {
  return day
    .replace(/^today\b/, 'heute')
    .replace(/^tomorrow\b/, 'morgen')
    .replace(/^yesterday\b/, 'gestern')
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\d+) (\w{3})\b/, (_, d, n, m) => `${WEEKDAY_DE[d]} ${n}. ${MONTH_DE[m] ?? m}`);
}
const WINDOW_DE: Record<string, string> = {
  morning: 'den Vormittag',
  afternoon: 'den Nachmittag',
  evening: 'den Abend',
  'the rest of the day': 'den Rest des Tages',
};

/** The sentences of a plan (the planner's summary and what the assistant says around it). */
const PLAN_SENTENCES: Array<[RegExp, (...m: string[]) => string]> = [
  [
    /^You edited your plan for (.+?) yourself\. Should I replace it .*Say "replace", "merge" or "no"\.$/s,
    (_, day) =>
      `Du hast deinen Plan für ${germanDay(day)} selbst bearbeitet. Soll ich ihn durch einen neuen ersetzen oder beide zusammenführen (deine Sitzungen bleiben, der Rest kommt drumherum)? Sag "ersetzen", "zusammenführen" oder "nein".`,
  ],
  [/^OK, your plan stays as it is\.$/, () => 'OK, dein Plan bleibt, wie er ist.'],
  [/^There is no plan for (.+?) yet: .*$/, (_, day) => `Für ${germanDay(day)} gibt es noch keinen Plan: sag "plane meinen Tag", um einen zu machen.`],
  [/^Your plan for (.+?): /, (_, when) => `Dein Plan für ${WINDOW_DE[when] ?? germanDay(when)}: `],
  [/^Plan for (.+?): /, (_, day) => `Plan für ${germanDay(day)}: `],
  [
    /(\d+) focus sessions? \((.+?)\) on (\d+) tasks?, (\S+)(?:, with (\d+) breaks?)?\. Start with (.+?)\.(?= |$)/,
    (_, n, time, k, span, breaks, first) =>
      `${n} ${plural2(n, 'Fokus-Sitzung', 'Fokus-Sitzungen')} (${time}) für ${k} ${plural2(k, 'Aufgabe', 'Aufgaben')}, ${span}` +
      `${breaks ? `, mit ${breaks} ${plural2(breaks, 'Pause', 'Pausen')}` : ''}. Beginne mit ${first}.`,
  ],
  [/No work sessions planned\./, () => 'Keine Fokus-Sitzungen geplant.'],
  [/Nothing planned for (\S+) any more\./, (_, date) => `Für ${date} ist nichts mehr geplant.`],
  [/ and (\d+) more(?=[.)])/g, (_, n) => ` und ${n} weitere`],
  [/ (\d+) sessions? done\./, (_, n) => ` ${n} ${plural2(n, 'Sitzung', 'Sitzungen')} erledigt.`],
  [
    / (\d+) tasks? did not fit in your work hours: (.+?)\.(?= \d+ tasks? did not fit \(| "|$)/s,
    (_, n, names) => ` ${n} ${plural2(n, 'Aufgabe passt', 'Aufgaben passen')} nicht in deine Arbeitszeit: ${names}.`,
  ],
  [
    / (\d+) tasks? did not fit \((.+?)\)\. You can plan tomorrow \("plan tomorrow"\), shorten one \("(.+?) takes 15 minutes"\) or drop one \("delete (.+?)"\)\./s,
    (_, n, names, a, b) =>
      ` ${n} ${plural2(n, 'Aufgabe passt', 'Aufgaben passen')} nicht hinein (${names}). Du kannst morgen planen ("plane morgen"), eine kürzen ("${a} dauert 15 Minuten") oder eine streichen ("lösche ${b}").`,
  ],
  [/ (".+?") can't be done before its deadline\./, (_, name) => ` ${name} ist vor der Frist nicht zu schaffen.`],
  [/ (\d+) tasks can't be done before their deadlines: (.+?)\./, (_, n, names) => ` ${n} Aufgaben sind vor ihren Fristen nicht zu schaffen: ${names}.`],
  [
    /Your work hours \((.+?)\) are over for (\S+); (\d+) open tasks? wait for the next day\./,
    (_, hours, date, n) =>
      `Deine Arbeitszeit (${hours}) ist für ${date} vorbei; ${n} ${plural2(n, 'offene Aufgabe wartet', 'offene Aufgaben warten')} auf den nächsten Tag.`,
  ],
  [
    /None of your (\d+) open tasks fits between (\S+) and (\S+): .*?\.(?= |$)/,
    (_, n, from, to) => `Keine deiner ${n} offenen Aufgaben passt zwischen ${from} und ${to}: erweitere deine Arbeitszeit oder verkürze die Fokuszeit.`,
  ],
  [
    /Nothing to plan for (\S+): you have no open tasks\..*$/s,
    (_, date) =>
      `Für ${date} gibt es nichts zu planen: du hast keine offenen Aufgaben. Lege zuerst an, was du schaffen willst (zum Beispiel "neue Aufgabe Bank anrufen").`,
  ],
];

/** A plan's message in German, fragment by fragment; the task names and times stay as they are. */
export function germanPlan(text: string): string {
  let out = text;
  for (const [pattern, german] of PLAN_SENTENCES) out = out.replace(pattern, (...m: string[]) => german(...m));
  return out;
}

const BAND_DE: Record<string, string> = { high: 'hohe', medium: 'mittlere', low: 'niedrige' };
const days = (n: string) => `${n} ${n === '1' ? 'Tag' : 'Tagen'}`;
const REASONS: Array<[RegExp, (...m: string[]) => string]> = [
  [
    /^(high|medium|low) priority \((\d+)\) and nothing more pressing is open$/,
    (_, b, n) => `${BAND_DE[b]} Priorität (${n}), und nichts Dringenderes ist offen`,
  ],
  [/^(high|medium|low) priority \((\d+)\)$/, (_, b, n) => `${BAND_DE[b]} Priorität (${n})`],
  [/^overdue since (\S+)$/, (_, t) => `überfällig seit ${t}`],
  [/^overdue by (\d+) days?$/, (_, n) => `seit ${days(n)} überfällig`],
  [/^due today(?: (\S+))?$/, (_, t) => (t ? `heute um ${t} fällig` : 'heute fällig')],
  [/^due tomorrow(?: (\S+))?$/, (_, t) => (t ? `morgen um ${t} fällig` : 'morgen fällig')],
  [/^due in (\d+) days(?:, (\S+))?$/, (_, n, t) => `fällig in ${days(n)}${t ? ` um ${t}` : ''}`],
  [/^due (\d{4}-\d\d-\d\d)(?: (\S+))?$/, (_, d, t) => `fällig am ${d}${t ? ` um ${t}` : ''}`],
  [/^open for (\d+) days?$/, (_, n) => `seit ${days(n)} offen`],
  [/^(\d+)% done$/, (_, n) => `zu ${n} % erledigt`],
  [/^past its (.+) estimate: close it out$/, (_, e) => `über der Schätzung von ${e}: schließ sie ab`],
  [/^(.+) already invested$/, (_, t) => `${t} schon investiert`],
  [/^quick: (.+) fits in the (.+) left today$/, (_, a, b) => `schnell erledigt: ${a} passen in die ${b}, die heute bleiben`],
  [/^(.+) fits in the (.+) left today$/, (_, a, b) => `${a} passen in die ${b}, die heute bleiben`],
  [/^needs (.+), more than the (.+) left today$/, (_, a, b) => `braucht ${a}, mehr als die ${b}, die heute bleiben`],
  [/^you focused on it in the last 24 hours \(momentum\)$/, () => 'du warst in den letzten 24 Stunden daran (Schwung)'],
  [/^you focused on it in the last 3 days$/, () => 'du warst in den letzten 3 Tagen daran'],
];

/** A recommendation's reason ("High priority (9); due today") in German, clause by clause. */
export function germanReason(reason: string): string {
  const out = reason
    .split('; ')
    .map((clause) => {
      const c = clause.charAt(0).toLowerCase() + clause.slice(1);
      for (const [pattern, german] of REASONS) if (pattern.test(c)) return c.replace(pattern, (...m: string[]) => german(...m));
      return clause;
    })
    .join('; ');
  return out.charAt(0).toUpperCase() + out.slice(1);
}
