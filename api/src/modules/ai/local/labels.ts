/**
 * Labels said in a message: "label X as urgent", "tag the report with @home", "remove the label waiting
 * from X", "show my tasks labelled home", "markiere X mit dem Label dringend", "zeige Aufgaben mit Label
 * Haus", and the labels of a new task ("with label errands", "label it errands", "@home").
 */

export type LabelRequest =
  | { intent: 'task.label' | 'task.unlabel'; target: string; labels: string[] }
  /** `rest`: the words before the labels (where a project or a priority may be named) */
  | { intent: 'ask.list'; labels: string[]; rest: string }
  | { intent: 'task.label' | 'task.unlabel' | 'ask.list'; labels: []; target?: undefined };

const LABEL_WORD = String.raw`(?:labels?|tags?|etikett)`;
const ARTICLE = String.raw`(?:(?:the|a|an|my|dem|den|das|die|der|einem|einen|ein)\s+)?`;
/** One or several label names: "urgent", "@home", "urgent and waiting", "@a @b", "„Haus“". */
const NAMES = String.raw`(@?["“„']?[\p{L}\p{N}_][\p{L}\p{N}_\-' ]*?["”“']?(?:(?:\s*,\s*|\s+(?:and|und|&)\s+|\s+(?=@))@?["“„']?[\p{L}\p{N}_][\p{L}\p{N}_\-' ]*?["”“']?)*)`;
const END = String.raw`\s*(?:please|bitte)?[.!]?$`;

/** [pattern, which group is the task, which the labels] */
const ADD: Array<[RegExp, number, number]> = [
  // label X as urgent, tag the report with @home, label X urgent
  [new RegExp(String.raw`^(?:label|tag)\s+(.+?)\s+(?:as|with|to|als|mit)\s+${LABEL_WORD}?\s*${NAMES}${END}`, 'iu'), 1, 2],
  // add the label urgent to X, put @home on X, give the tag urgent to X
  [new RegExp(String.raw`^(?:add|put|attach|give|apply|set)\s+${ARTICLE}${LABEL_WORD}\s+${NAMES}\s+(?:to|on|onto)\s+(.+?)${END}`, 'iu'), 2, 1],
  [new RegExp(String.raw`^(?:add|put|attach)\s+(@\S+(?:\s+@\S+)*)\s+(?:to|on|onto)\s+(.+?)${END}`, 'iu'), 2, 1],
  // give X the label urgent
  [new RegExp(String.raw`^(?:give|gib)\s+(.+?)\s+${ARTICLE}${LABEL_WORD}\s+${NAMES}${END}`, 'iu'), 1, 2],
  // markiere X mit dem Label dringend, versieh X mit dem Label Y
  [new RegExp(String.raw`^(?:markiere|kennzeichne|versieh|versehe|label|tagge|labele)\s+(.+?)\s+mit\s+${ARTICLE}${LABEL_WORD}\s+${NAMES}${END}`, 'iu'), 1, 2],
  // füge X das Label Y hinzu
  [new RegExp(String.raw`^(?:füge|füg)\s+(.+?)\s+${ARTICLE}${LABEL_WORD}\s+${NAMES}\s+hinzu${END}`, 'iu'), 1, 2],
  // füge das Label Y zu X hinzu
  [
    new RegExp(
      String.raw`^(?:füge|füg|setze|setz|häng|hänge)\s+${ARTICLE}${LABEL_WORD}\s+${NAMES}\s+(?:zu|bei|an|auf)\s+(.+?)(?:\s+(?:hinzu|an))?${END}`,
      'iu',
    ),
    2,
    1,
  ],
  // X mit dem Label Y markieren
  [new RegExp(String.raw`^(.+?)\s+mit\s+${ARTICLE}${LABEL_WORD}\s+${NAMES}\s+(?:markieren|versehen|kennzeichnen)${END}`, 'iu'), 1, 2],
];

const REMOVE: Array<[RegExp, number, number]> = [
  // remove the label waiting from X, take the tag @home off X
  [new RegExp(String.raw`^(?:remove|delete|take|drop|clear|strip)\s+${ARTICLE}${LABEL_WORD}\s+${NAMES}\s+(?:from|off(?:\s+of)?)\s+(.+?)${END}`, 'iu'), 2, 1],
  [new RegExp(String.raw`^(?:remove|delete|take|drop|clear|strip)\s+(@\S+(?:\s+@\S+)*)\s+(?:from|off(?:\s+of)?)\s+(.+?)${END}`, 'iu'), 2, 1],
  // untag X from urgent, unlabel X as waiting
  [new RegExp(String.raw`^(?:untag|unlabel)\s+(.+?)\s+(?:from|as|with)\s+${LABEL_WORD}?\s*${NAMES}${END}`, 'iu'), 1, 2],
  // entferne das Label warten von X, nimm das Label Y von X (weg)
  [
    new RegExp(
      String.raw`^(?:entferne|lösche|nimm|streiche)\s+${ARTICLE}${LABEL_WORD}\s+${NAMES}\s+(?:von|vom|bei|aus|an)\s+(.+?)(?:\s+(?:weg|raus|ab))?${END}`,
      'iu',
    ),
    2,
    1,
  ],
  // entferne bei X das Label Y
  [new RegExp(String.raw`^(?:entferne|lösche|nimm)\s+(?:bei|von|vom)\s+(.+?)\s+${ARTICLE}${LABEL_WORD}\s+${NAMES}(?:\s+(?:weg|raus|ab))?${END}`, 'iu'), 1, 2],
];

/** "show my tasks labelled home", "which tasks are tagged @home", "zeige Aufgaben mit Label Haus", "show @home tasks" */
const ASK = /^(?:(?:please|bitte)\s+)?(?:show|list|see|view|find|which|what|whats|what's|give|get|zeige?|zeig|liste|welche|was|finde|gib)\b/iu;
const LISTED: RegExp[] = [
  new RegExp(
    String.raw`\b(?:labell?ed|tagged|gelabelt|markiert)\s+(?:as\s+|with\s+|mit\s+|als\s+)?${NAMES}(?:\s+(?:tasks?|aufgaben|labels?))?\s*[?.!]?$`,
    'iu',
  ),
  new RegExp(
    String.raw`(?:with|mit|having|under|unter|have|has|carry|haben|hat|tragen)\s+${ARTICLE}${LABEL_WORD}\s+${NAMES}(?:\s+(?:on it|on them|dran|drauf))?\s*[?.!]?$`,
    'iu',
  ),
  new RegExp(String.raw`(?:^|\s)(@[\p{L}\p{N}_-]+(?:\s+@[\p{L}\p{N}_-]+)*)\s+(?:tasks?|aufgaben|items|things|stuff)\b`, 'iu'),
];

/** The label names of a phrase: "urgent and waiting" → ["urgent", "waiting"]. */
export function labelNames(phrase: string): string[] {
  return phrase
    .split(/\s*,\s*|\s+(?:and|und|&)\s+|\s+(?=@)/i)
    .map((n) =>
      n
        .trim()
        .replace(/^@/, '')
        .replace(/^["“„']+|["”“']+$/g, '')
        .replace(/\s+(?:labels?|tags?)$/i, '')
        .trim(),
    )
    .filter(Boolean);
}

/** A message that puts, takes off or asks by labels, with its task words and label names; null when it is about no label. */
export function readLabelRequest(text: string): LabelRequest | null {
  const s = text.trim().replace(/^(?:(?:please|pls|plz|bitte|ok(?:ay)?|hey|can you|could you|kannst du)[,\s]+)+/i, '');
  for (const [re, task, names] of REMOVE) {
    const m = s.match(re);
    if (m) return { intent: 'task.unlabel', target: m[task].trim(), labels: labelNames(m[names]) };
  }
  for (const [re, task, names] of ADD) {
    const m = s.match(re);
    if (m) return { intent: 'task.label', target: m[task].trim(), labels: labelNames(m[names]) };
  }
  if (ASK.test(s)) {
    for (const re of LISTED) {
      const m = s.match(re);
      // "tagged urgent in Work": the project is not part of the label's name
      if (!m) continue;
      const where = m[1].match(/\s+(?:in|im|for|from|aus|of)\s+/i);
      return {
        intent: 'ask.list',
        labels: labelNames(where ? m[1].slice(0, where.index) : m[1]),
        rest: `${s.slice(0, m.index)}${where ? m[1].slice(where.index) : ''}`,
      };
    }
  }
  return null;
}

/** A new task's labels said in a part of its own: "with label errands", "label it errands", "tagged @home", "mit Label Haus". */
const NEW_TASK_LABELS = new RegExp(
  String.raw`^(?:(?:and\s+|und\s+)?(?:with|mit)\s+${ARTICLE}${LABEL_WORD}\s+|(?:and\s+)?(?:label|tag)\s+(?:it|this|es)\s+(?:as\s+|with\s+)?|(?:labell?ed|tagged)\s+(?:as\s+|with\s+)?|${LABEL_WORD}\s*:\s*)${NAMES}$`,
  'iu',
);

/** The label names of a part of a new task's words, or null when the part says no labels. */
export function newTaskLabels(part: string): string[] | null {
  const m = part.trim().match(NEW_TASK_LABELS);
  return m ? labelNames(m[1]) : null;
}

/** Takes "with label errands" (and the like) off the end of a new task's words: the words left and the label names. */
export function trailingLabels(text: string): { rest: string; labels: string[] } | null {
  const m = text.match(
    new RegExp(
      String.raw`[,;]?\s+((?:and\s+|und\s+)?(?:with|mit)\s+${ARTICLE}${LABEL_WORD}\s+[^,;]+|(?:and\s+)?(?:label|tag)\s+(?:it|this|es)\s+[^,;]+|(?:labell?ed|tagged)\s+[^,;]+)$`,
      'iu',
    ),
  );
  if (!m) return null;
  const labels = newTaskLabels(m[1].replace(/[.!]+$/, ''));
  return labels?.length ? { rest: text.slice(0, m.index), labels } : null;
}
