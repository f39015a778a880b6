import type { Context } from '../../graphql/context.js';
import { afterListening, SUBSCRIBED } from '../../graphql/subscribed.js';
import { withMemberships } from '../members/viewerMemberships.js';
import { ownTask } from '../tasks/service.js';
import { mayReadTask } from './readableTask.js';
import { replayedCommentChanges, type CommentChange } from './events.js';

type Event = CommentChange | typeof SUBSCRIBED;

/**
 * commentChanged's events for one task: the task must be readable when the subscription starts (else
 * 404), and each event is delivered only while the task policy still lets the viewer read it. An
 * object, not an async generator, so that ending the subscription ends its source at once.
 */
export function taskCommentChanges(ctx: Context, taskIdInput: unknown): AsyncIterableIterator<Event> {
  let source: AsyncIterator<Event> | null = null;
  let taskId = 0;
  let closed = false;
  const start = async () => {
    taskId = (await ownTask(ctx, ctx.viewer, taskIdInput)).id;
    const replay = async () => replayedCommentChanges(await ctx.pubsub.recent('comments:changed', taskId));
    return afterListening(ctx.pubsub, ctx.pubsub.subscribe('comments:changed', taskId), replay)[Symbol.asyncIterator]();
  };
  const iterator: AsyncIterableIterator<Event> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      if (closed) return { done: true, value: undefined };
      source ??= await start();
      for (;;) {
        const event = await source.next();
        if (event.done || closed) return { done: true, value: undefined };
        if (event.value === SUBSCRIBED) return { done: false, value: SUBSCRIBED };
        // the viewer's roles are read afresh for each event: a member removed since the last one hears no more
        const viewer = ctx.viewer && (await withMemberships(ctx.db, ctx.viewer));
        if (await mayReadTask({ ...ctx, viewer }, taskId)) return { done: false, value: event.value };
      }
    },
    async return() {
      closed = true;
      void Promise.resolve(source?.return?.()).catch(() => undefined);
      return { done: true, value: undefined };
    },
  };
  return iterator;
}
