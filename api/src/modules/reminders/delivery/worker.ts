import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Deps } from '../../../graphql/context.js';
import { logger } from '../../../lib/logger.js';
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
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 30 * 60_000);

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
  if (r.claimedBy !== instance || !r.fireAt || !r.leaseUntil || r.leaseUntil.getTime() <= Date.now()) return;
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

/** Claims the due reminders (as many batches as there are) and delivers them. */
export async function deliverDueReminders(deps: Deps, instance: string) {
  const { provider, reminders: timing } = deps.config;
  for (;;) {
    const now = new Date();
    const ids = await reminders.claimDueReminders(deps.db, provider, instance, now, new Date(now.getTime() + timing.leaseMs), BATCH);
    const queue = await reminders.remindersForDelivery(deps.db, ids);
    const lane = async () => {
      for (let r = queue.shift(); r !== undefined; r = queue.shift()) {
        try {
          await deliver(deps, instance, r);
        } catch (error) {
          // the database went away mid-delivery: the lease runs out and the reminder is claimed again
          logger.error({ reminderId: r.id, error: String(error) }, 'reminder delivery failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, lane));
    if (ids.length < BATCH) return;
  }
}

/**
 * Every instance runs this loop: every REMINDER_POLL_MS it claims due reminders in the database
 * (a lease, so each is sent once however many instances run, and again by another instance when
 * the one holding it died). Stopping waits for the delivery under way, then gives back its claims.
 */
export function startReminderWorker(deps: Deps) {
  const instance = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    running = deliverDueReminders(deps, instance)
      .catch((error) => logger.error({ error: String(error) }, 'reminder poll failed'))
      .finally(() => {
        running = undefined;
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, deps.config.reminders.pollMs);
    timer.unref();
  };
  schedule();
  return {
    instance,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await reminders.releaseClaims(deps.db, instance).catch(() => undefined);
    },
  };
}
