import type { Deps } from '../../../graphql/context.js';
import { logger } from '../../../lib/logger.js';
import { backoffMs, holdsLease, runDue, startLeaseWorker, type LeaseJob } from '../../../lib/leaseWorker.js';
import * as reminders from '../repository.js';
import { settingsOf } from '../service.js';
import { CHANNELS } from './channels.js';
import { recordWebhookEvent } from '../../webhooks/events.js';

/** Reminders claimed per query; a tick claims again while it keeps getting full batches. */
const BATCH = 100;
/** Deliveries under way at once in an instance (each mostly waits on SMTP or a push service). */
const PARALLEL = 16;
/** After this many failed attempts of a channel the reminder is given up (logged). */
export const MAX_ATTEMPTS = 8;
/** Wait before attempt n+1: 30 s, 1 min, 2 min… at most 30 min. */
export const retryDelayMs = (attempts: number) => backoffMs(30_000, attempts, 30 * 60_000);

const ORDER: reminders.Channel[] = ['app', 'email', 'push'];

type Claimed = Awaited<ReturnType<typeof reminders.remindersForDelivery>>[number];

/**
 * Delivers one claimed reminder on each channel its owner has on and that has not delivered it yet.
 * Each success is recorded before the next channel is tried (with the last, in the final write), so a
 * retry, or another instance after a crash, sends only what is left.
 */
async function deliver(deps: Deps, instance: string, r: Claimed) {
  const id = r.id;
  // the batch took longer than the lease: another instance may claim it now, so this one leaves it
  if (!holdsLease(r, instance) || !r.fireAt) return;
  if (r.task.completed || r.user.status !== 'approved') return void (await reminders.finishDelivery(deps.db, id, instance, null));
  const settings = settingsOf(r.user.reminderSettings);
  const on = { app: settings.inApp, email: settings.email, push: settings.push };
  const already = { app: r.appSentAt, email: r.emailSentAt, push: r.pushSentAt };
  const todo = ORDER.filter((channel) => on[channel] && !already[channel]);
  const sent: reminders.SentAt = {};
  const failed: string[] = [];
  for (const [i, channel] of todo.entries()) {
    try {
      await CHANNELS[channel](deps, r);
      if (i === todo.length - 1) sent[channel] = new Date();
      else if (!(await reminders.markChannelSent(deps.db, id, instance, channel, new Date()))) return; // the lease was lost meanwhile
    } catch (error) {
      failed.push(channel);
      logger.error({ reminderId: id, channel, attempt: r.attempts + 1, error: String(error) }, 'reminder channel failed');
    }
  }
  const attempts = r.attempts + 1;
  if (failed.length && attempts >= MAX_ATTEMPTS) logger.error({ reminderId: id, channels: failed, attempts }, 'reminder given up');
  if (!failed.length || attempts >= MAX_ATTEMPTS) {
    await reminders.finishDelivery(deps.db, id, instance, r.fireAt, sent);
    return void (await reminderFired(deps, r));
  }
  await reminders.retryDeliveryLater(deps.db, id, instance, attempts, new Date(Date.now() + retryDelayMs(attempts)), sent);
}

/** The owner's webhooks hear that the reminder fired (once its delivery is done). */
function reminderFired(deps: Deps, r: Claimed) {
  return recordWebhookEvent(deps, { userId: r.user.id }, 'reminder.fired', {
    reminder: { id: r.id, firedAt: r.fireAt?.toISOString() ?? null },
    task: { id: r.task.id, name: r.task.name, dueDate: r.task.dueDate?.toISOString().slice(0, 10) ?? null, dueTime: r.task.dueTime },
  });
}

/** Reminder delivery as a lease job: claimed in the database, so each is sent once across instances. */
function reminderJob(deps: Deps): LeaseJob<Claimed> {
  const { provider, reminders: timing } = deps.config;
  return {
    name: 'reminder',
    idField: 'reminderId',
    batch: BATCH,
    parallel: PARALLEL,
    pollMs: timing.pollMs,
    leaseMs: timing.leaseMs,
    claim: (instance, now, leaseUntil, limit) => reminders.claimDueReminders(deps.db, provider, instance, now, leaseUntil, limit),
    load: (ids) => reminders.remindersForDelivery(deps.db, ids),
    handle: (instance, r) => deliver(deps, instance, r),
    release: (instance) => reminders.releaseClaims(deps.db, instance),
  };
}

/** Claims the due reminders (as many batches as there are) and delivers them. */
export function deliverDueReminders(deps: Deps, instance: string) {
  return runDue(reminderJob(deps), instance);
}

/**
 * Every instance runs this loop: every REMINDER_POLL_MS it claims due reminders in the database
 * (a lease, so each is sent once however many instances run, and again by another instance when
 * the one holding it died). Stopping waits for the delivery under way, then gives back its claims.
 */
export function startReminderWorker(deps: Deps) {
  return startLeaseWorker(reminderJob(deps));
}
