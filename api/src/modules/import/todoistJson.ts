import { badRequest } from '../../lib/errors.js';
import { P_LEVELS } from '../../../../shared/tasks/quickAddTokens.js';
import { durationMinutes, instantDue, type DateReader, type DueFields } from './dueText.js';
import type { ImportPlan, ParseOptions, PlannedTask } from './plan.js';

type Id = string | number;
type Item = {
  id?: Id;
  content?: unknown;
  description?: unknown;
  project_id?: Id;
  section_id?: Id | null;
  parent_id?: Id | null;
  priority?: unknown;
  labels?: unknown;
  checked?: unknown;
  completed_at?: unknown;
  due?: { date?: unknown; string?: unknown; is_recurring?: unknown; timezone?: unknown } | null;
  duration?: { amount?: unknown; unit?: unknown } | null;
};

const NOT_A_BACKUP = 'The file is not a Todoist backup: it needs an "items" list (the JSON of Todoist\'s sync API)';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const idText = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/**
 * Todoist's sync API export: `projects`, `items`, `labels` (and `sections`, `notes`). Its priority 4
 * is p1; `labels` on an item are names (older exports: label ids).
 */
export function parseTodoistJson(text: string, options: ParseOptions, readDate: DateReader): ImportPlan {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw badRequest('The file is not valid JSON');
  }
  if (!isObject(doc) || !Array.isArray(doc.items)) throw badRequest(NOT_A_BACKUP);
  const projects = new Map<string, string>();
  for (const p of Array.isArray(doc.projects) ? doc.projects : []) {
    if (isObject(p) && idText(p.id) && typeof p.name === 'string') projects.set(idText(p.id)!, p.inbox_project === true ? 'Inbox' : p.name.trim());
  }
  const labelNames = new Map<string, string>();
  for (const l of Array.isArray(doc.labels) ? doc.labels : [])
    if (isObject(l) && idText(l.id) && typeof l.name === 'string') labelNames.set(idText(l.id)!, l.name);
  const sections = new Map<string, string>();
  for (const s of Array.isArray(doc.sections) ? doc.sections : [])
    if (isObject(s) && idText(s.id) && typeof s.name === 'string') sections.set(idText(s.id)!, s.name);
  const notes = new Map<string, string[]>();
  for (const n of Array.isArray(doc.notes) ? doc.notes : []) {
    if (!isObject(n) || !idText(n.item_id) || typeof n.content !== 'string' || n.is_deleted === true) continue;
    notes.set(idText(n.item_id)!, [...(notes.get(idText(n.item_id)!) ?? []), n.content]);
  }

  const warnings: string[] = [];
  const tasks: PlannedTask[] = [];
  const items = doc.items as unknown[];
  items.forEach((raw, index) => {
    const origin = `Item ${index + 1}`;
    if (!isObject(raw)) throw badRequest(`${origin}: an item must be an object`);
    const item = raw as Item;
    const id = idText(item.id);
    if (!id) throw badRequest(`${origin}: "id" is missing`);
    if (typeof item.content !== 'string' || !item.content.trim()) throw badRequest(`${origin}: "content" (the task's name) is missing`);
    const priority = P_LEVELS[String(5 - Number(item.priority ?? 1))];
    if (priority === undefined) throw badRequest(`${origin}: "priority" must be 1 to 4 (4 is p1)`);
    const labels = (Array.isArray(item.labels) ? item.labels : []).map((l) => labelNames.get(String(l)) ?? String(l)).filter((l) => l.trim());
    const section = item.section_id != null ? sections.get(String(item.section_id)) : undefined;
    if (section && !labels.some((l) => l.toLowerCase() === section.toLowerCase())) labels.push(section);
    const due = dueOf(item, options.timeZone, readDate);
    if (item.due && !due) warnings.push(`${origin}: the date "${String(item.due.string ?? item.due.date)}" was not understood and is left out`);
    const description = [typeof item.description === 'string' ? item.description.trim() : '', ...(notes.get(id) ?? [])].filter(Boolean).join('\n\n');
    tasks.push({
      key: `todoist-item:${id}`,
      origin,
      name: item.content.trim(),
      description: description || null,
      projectName: (item.project_id != null && projects.get(String(item.project_id))) || options.project || 'Todoist',
      priority,
      duration: item.duration ? durationMinutes(item.duration.amount, item.duration.unit) : null,
      dueDate: due?.dueDate ?? null,
      dueTime: due?.dueTime ?? null,
      recurrence: due?.recurrence ?? null,
      recurFrom: due?.recurFrom ?? 'due',
      labels,
      parentKey: item.parent_id != null ? `todoist-item:${String(item.parent_id)}` : null,
      completed: item.checked === true || item.checked === 1,
    });
  });
  return { tasks, warnings };
}

/** `due.date` is a day, a floating date-time or a UTC one; a recurring due keeps its rule from `due.string`. */
function dueOf(item: Item, timeZone: string, readDate: DateReader): DueFields | null {
  const date = typeof item.due?.date === 'string' ? item.due.date.trim() : '';
  if (!date) return null;
  const at = /z$/i.test(date) ? instantDue(date, timeZone) : readDate(date);
  if (!at) return null;
  if (item.due?.is_recurring === true && typeof item.due.string === 'string') {
    const rule = readDate(item.due.string);
    if (rule?.recurrence) return { ...at, recurrence: rule.recurrence, recurFrom: rule.recurFrom };
  }
  return at;
}
