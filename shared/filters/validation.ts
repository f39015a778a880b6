import { z } from 'zod';
import { singleLine } from '../validation/singleLine.js';
import { rowIdNumber } from '../validation/rowIds.js';
import { PRIORITY_BANDS } from '../tasks/priority.js';
import { isCalendarDay } from '../tasks/dates.js';

export const FILTER_MESSAGES = {
  name: 'Filter name is required',
  nameMax: 'Filter name must be at most 100 characters',
  definition: 'definition must be an object of filter fields',
  projectIds: 'projectIds must be a list of your project ids',
  labelIds: 'labelIds must be a list of your label ids',
  priority: 'priority must be high, medium or low',
  dateFrom: 'dateFrom must be a date as YYYY-MM-DD',
  dateTo: 'dateTo must be a date as YYYY-MM-DD',
  dateOrder: 'dateTo must be on or after dateFrom',
  overdue: 'overdue must be true or false',
  assigneeId: 'assigneeId must be a user id',
  text: 'text must be at most 200 characters',
  tooMany: 'You can have at most 100 saved filters',
  patch: 'Give a new name or definition',
} as const;

export const MAX_SAVED_FILTERS = 100;

const ids = (message: string) => z.array(rowIdNumber(message), { error: message }).max(100, message);
const day = (message: string) => z.string({ error: message }).refine(isCalendarDay, message);

const definitionFields = {
  projectIds: ids(FILTER_MESSAGES.projectIds).optional(),
  labelIds: ids(FILTER_MESSAGES.labelIds).optional(),
  priority: z.enum(PRIORITY_BANDS, { error: FILTER_MESSAGES.priority }).optional(),
  dateFrom: day(FILTER_MESSAGES.dateFrom).optional(),
  dateTo: day(FILTER_MESSAGES.dateTo).optional(),
  overdue: z.boolean({ error: FILTER_MESSAGES.overdue }).optional(),
  assigneeId: rowIdNumber(FILTER_MESSAGES.assigneeId).optional(),
  text: singleLine(z.string({ error: FILTER_MESSAGES.text }).trim().max(200, FILTER_MESSAGES.text), 'text').optional(),
};

const inOrder = (d: { dateFrom?: string; dateTo?: string }) => !d.dateFrom || !d.dateTo || d.dateFrom <= d.dateTo;

/**
 * What a saved filter keeps, as the API documents it: the task list's filters, each optional. A
 * task matches every field given; within projectIds and labelIds, any one of them.
 */
export const FilterDefinitionFields = z
  .object(definitionFields, { error: FILTER_MESSAGES.definition })
  .strict()
  .refine(inOrder, { message: FILTER_MESSAGES.dateOrder, path: ['dateTo'] })
  .meta({ id: 'FilterDefinition' });

/**
 * The first saved filters held one project and one label (`projectId`, `labelId`, or a single id
 * where a list belongs): they read as the lists they stand for.
 */
export function normalizedDefinition(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const { projectId, labelId, ...rest } = value as Record<string, unknown>;
  const merged = (single: unknown, list: unknown) => {
    const items = [...(list === undefined ? [] : Array.isArray(list) ? list : [list]), ...(single === undefined || single === null ? [] : [single])];
    return items.length ? [...new Set(items)] : undefined;
  };
  const projectIds = merged(projectId, rest.projectIds);
  const labelIds = merged(labelId, rest.labelIds);
  return { ...rest, ...(projectIds ? { projectIds } : {}), ...(labelIds ? { labelIds } : {}) };
}

/** A filter definition as the services parse it: the current shape, or the single-value one it grew from. */
export const FilterDefinition = z.preprocess(normalizedDefinition, FilterDefinitionFields);
export type FilterDefinition = z.infer<typeof FilterDefinitionFields>;

/**
 * A stored definition read back: the fields that still parse (a field that no longer does is left
 * out, so the filter narrows less rather than failing); anything unreadable reads as empty.
 */
export function readStoredDefinition(json: string): FilterDefinition {
  let raw: unknown;
  try {
    raw = normalizedDefinition(JSON.parse(json));
  } catch {
    return {};
  }
  const whole = FilterDefinitionFields.safeParse(raw);
  if (whole.success) return whole.data;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const kept: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(definitionFields)) {
    const field = schema.safeParse((raw as Record<string, unknown>)[key]);
    if (field.success && field.data !== undefined) kept[key] = field.data;
  }
  if (!inOrder(kept)) delete kept.dateTo;
  return kept as FilterDefinition;
}

const filterName = singleLine(z.string({ error: FILTER_MESSAGES.name }).trim().min(1, FILTER_MESSAGES.name).max(100, FILTER_MESSAGES.nameMax), 'Filter name');

export const SavedFilterInput = z.object({ name: filterName, definition: FilterDefinition });

/** A saved filter's edit: a new name, a new definition (it replaces the old one whole), or both. */
export const SavedFilterPatch = z
  .object({ name: filterName.optional(), definition: FilterDefinition.optional() }, { error: FILTER_MESSAGES.patch })
  .refine((p) => p.name !== undefined || p.definition !== undefined, { message: FILTER_MESSAGES.patch });

/** The task list's query parameters a saved filter can set. */
export const TASK_QUERY_KEYS = ['projectIds', 'label', 'priority', 'dateFrom', 'dateTo', 'overdue', 'assigneeId', 'search'] as const;
export type TaskQuery = Partial<Record<(typeof TASK_QUERY_KEYS)[number], string>>;

/** The task list's query (GET /api/tasks, the web's /tasks/list URL) a definition stands for. */
export function taskQueryOf(d: FilterDefinition): TaskQuery {
  const q: TaskQuery = {};
  if (d.projectIds?.length) q.projectIds = d.projectIds.join(',');
  if (d.labelIds?.length) q.label = d.labelIds.join(',');
  if (d.priority) q.priority = d.priority;
  if (d.dateFrom) q.dateFrom = d.dateFrom;
  if (d.dateTo) q.dateTo = d.dateTo;
  if (d.overdue !== undefined) q.overdue = String(d.overdue);
  if (d.assigneeId) q.assigneeId = String(d.assigneeId);
  if (d.text) q.search = d.text;
  return q;
}
