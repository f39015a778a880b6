import { z } from 'zod';
import { singleLine } from '../validation/singleLine.js';
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
} as const;

export const MAX_SAVED_FILTERS = 100;

const ids = (message: string) => z.array(z.number({ error: message }).int(message).positive(message), { error: message }).max(100, message);
const day = (message: string) => z.string({ error: message }).refine(isCalendarDay, message);

/** What a saved filter keeps: the task list's filters, each optional; the task list's URL carries them. */
export const FilterDefinition = z
  .object(
    {
      projectIds: ids(FILTER_MESSAGES.projectIds).optional(),
      labelIds: ids(FILTER_MESSAGES.labelIds).optional(),
      priority: z.enum(PRIORITY_BANDS, { error: FILTER_MESSAGES.priority }).optional(),
      dateFrom: day(FILTER_MESSAGES.dateFrom).optional(),
      dateTo: day(FILTER_MESSAGES.dateTo).optional(),
      overdue: z.boolean({ error: FILTER_MESSAGES.overdue }).optional(),
      assigneeId: z.number({ error: FILTER_MESSAGES.assigneeId }).int(FILTER_MESSAGES.assigneeId).positive(FILTER_MESSAGES.assigneeId).optional(),
      text: singleLine(z.string({ error: FILTER_MESSAGES.text }).trim().max(200, FILTER_MESSAGES.text), 'text').optional(),
    },
    { error: FILTER_MESSAGES.definition },
  )
  .strict()
  .refine((d) => !d.dateFrom || !d.dateTo || d.dateFrom <= d.dateTo, { message: FILTER_MESSAGES.dateOrder, path: ['dateTo'] });
export type FilterDefinition = z.infer<typeof FilterDefinition>;

export const SavedFilterInput = z.object({
  name: singleLine(z.string({ error: FILTER_MESSAGES.name }).trim().min(1, FILTER_MESSAGES.name).max(100, FILTER_MESSAGES.nameMax), 'Filter name'),
  definition: FilterDefinition,
});

/** The task list's query (GET /api/tasks, the web's /tasks/list URL) a definition stands for. */
export function taskQueryOf(d: FilterDefinition): Record<string, string> {
  const q: Record<string, string> = {};
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
