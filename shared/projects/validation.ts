import { z } from 'zod';
import { numeric } from '../validation/numeric.js';
import { MAX_ROW_ID } from '../validation/rowIds.js';
import { singleLine } from '../validation/singleLine.js';
import { MESSAGES } from './messages.js';

export const nameSchema = singleLine(z.string({ error: MESSAGES.name }).trim().min(1, MESSAGES.name).max(200, MESSAGES.nameMax), 'Name');
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
  originator: singleLine(z.string({ error: MESSAGES.originator }).trim().max(200, MESSAGES.originator), 'Originator').nullish(),
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
export const searchSchema = z.string({ error: 'search must be text' }).trim().max(200, 'search must be at most 200 characters');

export const ProjectFilterInput = z.object({
  search: searchSchema.nullish(),
  orderBy: z.enum(ORDER_FIELDS, { error: 'orderBy must be position, priority or createdAt' }).nullish(),
  direction: z.enum(DIRECTIONS, { error: 'direction must be asc or desc' }).nullish(),
});
export type ProjectFilter = z.input<typeof ProjectFilterInput>;
