import { randomUUID } from 'node:crypto';
import type { Deps } from '../../graphql/context.js';
import { logger } from '../../lib/logger.js';
import type { WebhookEvent } from '../../../../shared/webhooks/validation.js';
import { enabledWebhooksOf, insertDeliveries } from './repository.js';

/** Whose webhooks hear an event: its user's, and in a project the project's own and its owners' (only members': repository.ts). */
export type EventAudience = { userId: number; projectId?: number | null };

/**
 * Writes one delivery row per webhook that subscribed to the event, with the body fixed now; the
 * delivery worker sends them. Never throws: a webhook must not stop the write that caused the event.
 */
export async function recordWebhookEvent(deps: Deps, audience: EventAudience, event: WebhookEvent, data: Record<string, unknown>) {
  try {
    const hooks = (await enabledWebhooksOf(deps.db, audience.userId, audience.projectId)).filter((h) => h.events.split(' ').includes(event));
    if (!hooks.length) return;
    const body = JSON.stringify({ id: randomUUID(), event, createdAt: new Date().toISOString(), data });
    await insertDeliveries(
      deps.db,
      hooks.map((h) => ({ webhookId: h.id, event, body })),
    );
  } catch (error) {
    logger.error({ event, userId: audience.userId, error: String(error) }, 'webhook event not recorded');
  }
}

type TaskLike = {
  id: number;
  userId: number;
  projectId: number;
  name: string;
  description: string | null;
  priority: number;
  duration: number;
  completed: boolean;
  completedAt: Date | null;
  dueDate: Date | null;
  dueTime: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A task event: the task as it was at that moment. */
export function recordTaskEvent(deps: Deps, event: Extract<WebhookEvent, `task.${string}`>, task: TaskLike) {
  const data = {
    task: {
      id: task.id,
      projectId: task.projectId,
      name: task.name,
      description: task.description,
      priority: task.priority,
      duration: task.duration,
      completed: task.completed,
      completedAt: iso(task.completedAt),
      dueDate: task.dueDate ? task.dueDate.toISOString().slice(0, 10) : null,
      dueTime: task.dueTime,
      createdAt: iso(task.createdAt),
      updatedAt: iso(task.updatedAt),
    },
  };
  return recordWebhookEvent(deps, { userId: task.userId, projectId: task.projectId }, event, data);
}

/** A comment written on a task: heard by the same webhooks as the task's own events. */
export function recordCommentEvent(
  deps: Deps,
  task: { id: number; userId: number; projectId: number; name: string },
  comment: { id: number; body: string; authorId: number; createdAt: Date },
) {
  const data = {
    comment: { id: comment.id, taskId: task.id, authorId: comment.authorId, body: comment.body, createdAt: iso(comment.createdAt) },
    task: { id: task.id, projectId: task.projectId, name: task.name },
  };
  return recordWebhookEvent(deps, { userId: task.userId, projectId: task.projectId }, 'comment.created', data);
}
