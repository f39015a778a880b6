import { z } from 'zod';
import { MAX_ROW_ID } from '../../lib/rowIds.js';

// Rules of spec sections 3, 5 and 9 shared by projects and tasks.
export const MESSAGES = {
  name: 'Name is required',
  nameMax: 'Name must be at most 200 characters',
  description: 'Description must be at most 5000 characters',
  priority: 'Priority must be a whole number from 1 to 10',
  originator: 'Originator must be at most 200 characters',
} as const;

/** A JSON number, or a numeric string from a form or a query string. */
export const numeric = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), z.number({ error: message }));

export const nameSchema = z.string({ error: MESSAGES.name }).trim().min(1, MESSAGES.name).max(200, MESSAGES.nameMax);
export const descriptionSchema = z
  .string({ error: MESSAGES.description })
  .max(5000, MESSAGES.description)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v));
export const prioritySchema = numeric(MESSAGES.priority).pipe(z.number().int(MESSAGES.priority).min(1, MESSAGES.priority).max(10, MESSAGES.priority));

export const ProjectInput = z.object({
  name: nameSchema,
  description: descriptionSchema,
  priority: prioritySchema,
  originator: z.string({ error: MESSAGES.originator }).trim().max(200, MESSAGES.originator).nullish(),
});
export const ProjectUpdateInput = ProjectInput.partial();

const idList = (what: string) =>
  z
    .array(numeric(`${what} must be a list of ids`).pipe(z.number().int().positive().max(MAX_ROW_ID)), { error: `${what} must be a list of ids` })
    .min(1, `${what} must list at least one id`)
    .max(10000, `${what} is too long`)
    .refine((ids) => new Set(ids).size === ids.length, `${what} must not repeat an id`);

export const ReorderProjectsInput = z.object({ projectIds: idList('projectIds') });
export const ReorderIdsInput = idList;

/** deleteTasks: true must be sent to delete a project that still has tasks (they go with it). */
export const DeleteProjectInput = z.object({
  deleteTasks: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'deleteTasks must be true or false' })
    .optional()
    .transform((v) => v === true || v === 'true'),
});

export const ORDER_FIELDS = ['position', 'priority', 'createdAt'] as const;
export const DIRECTIONS = ['asc', 'desc'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
export type Direction = (typeof DIRECTIONS)[number];

/** Position reads first-to-last; priority and creation time read newest/highest first. */
export function orderByFor(field: OrderField = 'position', direction?: Direction) {
  const dir = direction ?? (field === 'position' ? 'asc' : 'desc');
  return [{ [field]: dir }, { id: dir === 'asc' ? ('asc' as const) : ('desc' as const) }] as Array<Record<string, 'asc' | 'desc'>>;
}

/** Case-insensitive text match done in JS: SQLite's LOWER/LIKE only fold ASCII, and Postgres modes are not shared. */
export function normalizeSearch(text: string) {
  return text.normalize('NFKC').toLocaleLowerCase();
}
export const searchSchema = z.string({ error: 'search must be text' }).trim().max(200, 'search must be at most 200 characters');

export const ProjectFilterInput = z.object({
  search: searchSchema.nullish(),
  orderBy: z.enum(ORDER_FIELDS, { error: 'orderBy must be position, priority or createdAt' }).nullish(),
  direction: z.enum(DIRECTIONS, { error: 'direction must be asc or desc' }).nullish(),
});
export type ProjectFilter = z.input<typeof ProjectFilterInput>;
