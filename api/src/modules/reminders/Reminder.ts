import { builder } from '../../graphql/builder.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { reminderPolicy } from './policy.js';

export const ReminderNode = builder.prismaNode('Reminder', {
  id: { field: 'id' },
  include: { task: { select: { projectId: true } } },
  // Loading by id finds only a row the viewer may read: a stranger's id reads as null, like an unknown one.
  findUnique: (id, ctx) => ({ id: rowIdFrom(String(id), 'Reminder') ?? 0, AND: [reminderPolicy.readableWhere(ctx.viewer)] }),
  nullable: true,
  authScopes: (reminder, ctx) => reminderPolicy.canRead(ctx.viewer, reminder),
  description: 'A reminder of a task: offsetMinutes before its deadline, or at an absolute instant',
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    offsetMinutes: t.exposeInt('offsetMinutes', { nullable: true, description: 'Minutes before the deadline; null for an absolute reminder' }),
    at: t.expose('at', { type: 'DateTime', nullable: true, description: 'The absolute instant; null for a relative reminder' }),
    fireAt: t.expose('fireAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it is next due; null when it will not fire (sent, missed, no deadline, task completed)',
    }),
  }),
});

export const ReminderInput = builder.inputType('ReminderInput', {
  description: 'One reminder: offsetMinutes (before the deadline) or at (an instant); id keeps an existing reminder',
  fields: (t) => ({
    id: t.id({ required: false }),
    offsetMinutes: t.int({ required: false }),
    at: t.field({ type: 'DateTime', required: false }),
  }),
});

/** Task.reminders (here, beside the Reminder type, so the task's own type stays the tasks module's). */
builder.prismaObjectField('Task', 'reminders', (t) => t.relation('reminders', { query: { orderBy: { id: 'asc' } } }));
