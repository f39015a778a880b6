import { builder } from '../../graphql/builder.js';
import { afterListening } from '../../graphql/subscribed.js';
import { liveSubscription } from '../../graphql/liveSubscription.js';
import { badRequest } from '../../lib/errors.js';
import { rowIdFrom as rowIdOf } from '../../lib/globalId.js';
import * as timer from './timerService.js';
import { TimerRef } from './Timer.js';
import type { Context } from '../../graphql/context.js';

const signedIn = { signedIn: true } as const;

builder.queryField('timer', (t) =>
  t.field({
    type: TimerRef,
    description: "The viewer's focus timer; a phase that ended unwatched is recorded on read",
    authScopes: signedIn,
    resolve: (_root, _args, ctx) => timer.getTimer(ctx, ctx.viewer),
  }),
);

function taskRowIds(ids: (string | number)[]) {
  return ids.map((id) => {
    const rowId = rowIdOf(id, 'Task');
    if (!rowId) throw badRequest('taskIds must be a list of your task ids');
    return rowId;
  });
}

const action = (name: string, description: string, run: (ctx: Context) => ReturnType<typeof timer.getTimer>) =>
  builder.mutationField(name, (t) => t.field({ type: TimerRef, description, authScopes: signedIn, resolve: (_r, _a, ctx) => run(ctx) }));

builder.mutationField('startTimer', (t) =>
  t.field({
    type: TimerRef,
    description: 'Starts a pomodoro on the tasks, the first one active (a grouped start); an empty list starts again on the current tasks',
    authScopes: signedIn,
    args: { taskIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => timer.startTimer(ctx, ctx.viewer, { taskIds: taskRowIds(args.taskIds) }),
  }),
);
action('pauseTimer', 'Pauses, keeping the time left', (ctx) => timer.pauseTimer(ctx, ctx.viewer));
action('resumeTimer', 'Counts down again from the paused time', (ctx) => timer.resumeTimer(ctx, ctx.viewer));
action('resetTimer', 'Back to the full duration of the current mode, stopped', (ctx) => timer.resetTimer(ctx, ctx.viewer));
action('completeTimerTask', 'Marks the active task completed, completes its session and clears it', (ctx) => timer.completeTimerTask(ctx, ctx.viewer));

builder.mutationField('finishPhase', (t) =>
  t.field({
    type: TimerRef,
    description: 'Records the phase that reached zero (once, whichever tab or device reports it first)',
    authScopes: signedIn,
    args: { version: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => timer.finishPhase(ctx, ctx.viewer, args),
  }),
);

builder.subscriptionField('timerChanged', (t) =>
  t.field({
    type: TimerRef,
    description:
      "The viewer's timer, each time it changes on any tab or device. The first value is the timer as it is once the subscription listens, so a change made between a client's query and its subscription is not missed.",
    // every value, the listening cue included, is the timer read afresh
    ...liveSubscription('signedIn', (ctx, viewer) => afterListening(ctx.pubsub, ctx.pubsub.subscribe('timer:changed', viewer.id))),
    resolve: (_payload, _args, ctx) => timer.viewerTimer(ctx, ctx.viewer),
  }),
);
