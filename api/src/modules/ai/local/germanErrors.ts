import { LABEL_MESSAGES, MAX_TASK_LABELS } from '../../../../../shared/labels/messages.js';
import { MESSAGES } from '../../../../../shared/projects/messages.js';
import { TASK_MESSAGES } from '../../../../../shared/tasks/messages.js';
import { sentenceInGerman } from './german.js';

/**
 * A service's error (its status and English message) said in German for a German request: the
 * messages of the rules the assistant's requests meet, word for word; any other by its kind (not
 * found, not allowed, taken, not valid), so a German reply never carries the English text.
 */

const KNOWN: Record<string, string> = {
  [TASK_MESSAGES.duration]: 'Die Dauer muss eine positive ganze Zahl von Minuten sein.',
  [TASK_MESSAGES.durationMax]: 'Die Dauer darf höchstens 525600 Minuten (ein Jahr) sein.',
  [TASK_MESSAGES.project]: 'Die Aufgabe braucht ein Projekt.',
  [TASK_MESSAGES.projectUnknown]: 'Dieses Projekt gibt es nicht: wähle eines deiner Projekte.',
  [TASK_MESSAGES.dueDate]: 'Die Frist muss ein Datum wie 2026-12-01 sein.',
  [TASK_MESSAGES.dueTime]: 'Die Uhrzeit der Frist muss zwischen 00:00 und 23:59 liegen.',
  [TASK_MESSAGES.dueTimeWithoutDate]: 'Eine Uhrzeit braucht einen Tag: gib zuerst ein Datum für die Frist an.',
  [TASK_MESSAGES.recurrence]: 'Diese Wiederholung kann ich nicht speichern.',
  [TASK_MESSAGES.timeSpent]: 'Die verbrachte Zeit muss zwischen 0 und 1440 Minuten liegen.',
  [MESSAGES.name]: 'Der Name fehlt.',
  [MESSAGES.nameMax]: 'Der Name darf höchstens 200 Zeichen lang sein.',
  [MESSAGES.description]: 'Die Beschreibung darf höchstens 5000 Zeichen lang sein.',
  [MESSAGES.priority]: 'Die Priorität muss eine ganze Zahl von 1 bis 10 sein.',
  [MESSAGES.inboxRename]: 'Der Eingang kann nicht umbenannt werden.',
  [MESSAGES.inboxDelete]: 'Der Eingang kann nicht gelöscht werden: dort landen Aufgaben ohne Projekt.',
  [LABEL_MESSAGES.name]: 'Das Label braucht einen Namen.',
  [LABEL_MESSAGES.nameMax]: 'Ein Label-Name darf höchstens 50 Zeichen lang sein.',
  [LABEL_MESSAGES.taken]: 'Du hast schon ein Label mit diesem Namen.',
  [LABEL_MESSAGES.tooMany]: 'Du kannst höchstens 500 Labels haben.',
  [LABEL_MESSAGES.taskLabels]: 'Diese Labels gehören nicht dir.',
  [`labels: at most ${MAX_TASK_LABELS} per task`]: `Eine Aufgabe kann höchstens ${MAX_TASK_LABELS} Labels tragen.`,
};

const THINGS: Record<string, string> = {
  Task: 'Diese Aufgabe gibt es nicht (mehr).',
  Project: 'Dieses Projekt gibt es nicht (mehr).',
  Label: 'Dieses Label gibt es nicht (mehr).',
  Message: 'Diese Nachricht gibt es nicht (mehr).',
  Action: 'Diese Aktion gibt es nicht (mehr).',
};

export function germanError(status: number, message: string): string {
  const known = sentenceInGerman(message) ?? KNOWN[message] ?? KNOWN[message.replace(/\.$/, '')];
  if (known) return known;
  const missing = message.match(/^(.+) not found$/);
  if (status === 404) return (missing && THINGS[missing[1]]) ?? 'Das habe ich nicht gefunden.';
  if (status === 403) return 'Das darfst du hier nicht ändern: in diesem Projekt hast du dafür nicht die Rolle.';
  if (status === 409) return 'Das geht gerade nicht: es passt nicht zum jetzigen Stand. Versuche es bitte noch einmal.';
  return 'Das geht so nicht: die Angaben passen nicht zu den Regeln. Nichts wurde geändert.';
}
