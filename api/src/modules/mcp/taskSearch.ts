import { z } from 'zod';
import type { Deps } from '../../graphql/context.js';
import type { SignedInUser } from '../../graphql/viewer.js';
import { badRequest } from '../../lib/errors.js';
import { PRIORITY_BANDS } from '../../../../shared/tasks/priority.js';
import type { TaskFilter } from '../../../../shared/tasks/validation.js';
import { deadlineInstant, todayIn } from '../../../../shared/tasks/zonedDays.js';
import { labelsNamed } from '../labels/service.js';
import { day, id } from './tool.js';

/** search_tasks' arguments: the questions people ask an agent about their tasks. */
export const taskSearchArgs = {
  query: z.string().max(200).optional().describe('text in the name or description'),
  completed: z.boolean().optional().describe('true: only completed; false: only open'),
  projectId: id.optional(),
  label: z.string().min(1).max(100).optional().describe("a label's name (list_labels gives them)"),
  due: z.enum(['today', 'overdue']).optional().describe('today: due or planned today; overdue: open and due before today'),
  dueFrom: day.optional().describe('due or planned on or after this day'),
  dueTo: day.optional().describe('due or planned on or before this day'),
  priority: z.enum(PRIORITY_BANDS).optional().describe('high: 8-10, medium: 4-7, low: 1-3'),
  minPriority: z.number().int().min(1).max(10).optional().describe('this priority or above'),
  completedSince: day.optional().describe("completed on or after this day (the user's time zone), e.g. the Monday of this week"),
  limit: z.number().int().min(1).max(200).optional().describe('default 50'),
};
type TaskSearchArgs = z.infer<z.ZodObject<typeof taskSearchArgs>>;

/** The REST list filter (TaskFilterInput) that answers a search_tasks call, days read in the user's time zone. */
export async function taskFilterOf(deps: Deps, viewer: SignedInUser, args: TaskSearchArgs): Promise<TaskFilter & { limit: number }> {
  const timeZone = viewer.timeZone || 'UTC';
  const today = todayIn(timeZone);
  const filter: TaskFilter & { limit: number } = {
    search: args.query || undefined,
    completed: args.completed,
    projectId: args.projectId,
    priority: args.priority,
    minPriority: args.minPriority,
    dateFrom: args.due === 'today' ? today : args.dueFrom,
    dateTo: args.due === 'today' ? today : args.dueTo,
    overdue: args.due === 'overdue' ? true : undefined,
    completedSince: args.completedSince ? deadlineInstant(args.completedSince, null, timeZone) : undefined,
    limit: args.limit ?? 50,
  };
  if (args.label) {
    const { labels, missing } = await labelsNamed(deps, viewer, [args.label]);
    if (missing.length) throw badRequest(`No label named "${missing[0]}"`);
    filter.label = labels.map((l) => l.id);
  }
  return filter;
}
