import type { Db } from '../../db/client.js';
import { compiledOnce } from '../../db/compiledOnce.js';
import type { Prisma } from '../../generated/prisma-sqlite/client.js';

export function insertWebhook(db: Db, data: Prisma.WebhookUncheckedCreateInput) {
  return db.webhook.create({ data });
}

export function findWebhooks(db: Db, where: Prisma.WebhookWhereInput) {
  return db.webhook.findMany({ where, orderBy: { id: 'desc' } });
}

export function findWebhook(db: Db, id: number) {
  return db.webhook.findUnique({ where: { id } });
}

export function deleteWebhook(db: Db, id: number) {
  return db.webhook.delete({ where: { id } });
}

/** A user's personal webhooks (an event outside any project). */
const personalWebhooks = compiledOnce((kysely, userId: number, enabled: boolean) =>
  kysely
    .selectFrom('Webhook as w')
    .select(['w.id', 'w.events'])
    .where('w.userId', '=', userId)
    .where('w.projectId', 'is', null)
    .where('w.enabled', '=', enabled),
);

/** The webhooks that hear an event in a project: see enabledWebhooksOf. */
const projectWebhooks = compiledOnce((kysely, enabled: boolean, projectId: number, memberOf: number, userId: number, ownerOf: number, owner: string) =>
  kysely
    .selectFrom('Webhook as w')
    .select(['w.id', 'w.events'])
    .where('w.enabled', '=', enabled)
    .where((eb) =>
      eb.or([
        eb('w.projectId', '=', projectId),
        eb.and([
          eb('w.projectId', 'is', null),
          eb.exists(eb.selectFrom('ProjectMember as m').select('m.userId').whereRef('m.userId', '=', 'w.userId').where('m.projectId', '=', memberOf)),
          eb.or([
            eb('w.userId', '=', userId),
            eb.exists(
              eb
                .selectFrom('ProjectMember as o')
                .select('o.userId')
                .whereRef('o.userId', '=', 'w.userId')
                .where('o.projectId', '=', ownerOf)
                .where('o.role', '=', owner),
            ),
          ]),
        ]),
      ]),
    ),
);

/**
 * The enabled webhooks that hear an event of `userId` (a task's creator) in `projectId`: the project's
 * own webhooks, whoever acted; the creator's personal ones; and the personal ones of the project's
 * owners, but only of users still members of the project (the caller filters by event). Every task
 * write asks, and most users have none: one query, compiled once.
 */
export async function enabledWebhooksOf(db: Db, userId: number, projectId?: number | null): Promise<Array<{ id: number; events: string }>> {
  const { rows } =
    projectId == null
      ? await personalWebhooks(db.$kysely, userId, true)
      : await projectWebhooks(db.$kysely, true, projectId, projectId, userId, projectId, 'owner');
  return rows;
}

export function insertDeliveries(db: Db, rows: Prisma.WebhookDeliveryCreateManyInput[]) {
  return db.webhookDelivery.createMany({ data: rows });
}

/** The newest deliveries of a webhook first. */
export function findDeliveries(db: Db, webhookId: number, take: number) {
  return db.webhookDelivery.findMany({ where: { webhookId }, orderBy: { id: 'desc' }, take });
}

/** Claims due deliveries of enabled webhooks for this instance (a lease: once across instances). */
export async function claimDueDeliveries(db: Db, provider: 'sqlite' | 'postgres', instance: string, now: Date, leaseUntil: Date, limit: number) {
  let due = db.$kysely
    .selectFrom('WebhookDelivery as d')
    .innerJoin('Webhook as w', 'w.id', 'd.webhookId')
    .select('d.id')
    .where('d.status', '=', 'pending')
    .where('d.nextAttemptAt', '<=', now)
    .where('w.enabled', '=', true)
    .where((eb) => eb.or([eb('d.leaseUntil', 'is', null), eb('d.leaseUntil', '<', now)]))
    .orderBy('d.id')
    .limit(limit);
  if (provider === 'postgres') due = due.forUpdate('d').skipLocked();
  const rows = await db.$kysely
    .updateTable('WebhookDelivery')
    .set({ claimedBy: instance, leaseUntil })
    .where('id', 'in', due)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export function deliveriesToSend(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.webhookDelivery.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' }, include: { webhook: true } });
}

type Outcome = { responseStatus: number | null; lastError: string | null };

/** Delivered: the webhook's failures in a row start again at zero. */
export async function markDelivered(db: Db, id: number, webhookId: number, instance: string, attempts: number, outcome: Outcome) {
  const { count } = await db.webhookDelivery.updateMany({
    where: { id, claimedBy: instance },
    data: { ...outcome, status: 'delivered', attempts, deliveredAt: new Date(), claimedBy: null, leaseUntil: null },
  });
  if (count) await db.webhook.updateMany({ where: { id: webhookId }, data: { consecutiveFailures: 0 } });
}

/** A failed attempt: counts against the webhook; returns its failures in a row. */
export async function recordFailure(
  db: Db,
  id: number,
  webhookId: number,
  instance: string,
  change: Outcome & { attempts: number; status: string; nextAttemptAt: Date },
) {
  const { count } = await db.webhookDelivery.updateMany({ where: { id, claimedBy: instance }, data: { ...change, claimedBy: null, leaseUntil: null } });
  if (!count) return 0;
  const webhook = await db.webhook.update({ where: { id: webhookId }, data: { consecutiveFailures: { increment: 1 } }, select: { consecutiveFailures: true } });
  return webhook.consecutiveFailures;
}

/** Too many failures in a row: the webhook stops, and what it had waiting is marked failed. */
export async function disableWebhook(db: Db, webhookId: number, at: Date) {
  await db.webhook.updateMany({ where: { id: webhookId, enabled: true }, data: { enabled: false, disabledAt: at } });
  await db.webhookDelivery.updateMany({
    where: { webhookId, status: 'pending' },
    data: { status: 'failed', lastError: 'The webhook was disabled after repeated failures', claimedBy: null, leaseUntil: null },
  });
}

export function releaseClaims(db: Db, instance: string) {
  return db.webhookDelivery.updateMany({ where: { claimedBy: instance }, data: { claimedBy: null, leaseUntil: null } });
}
