import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks.js';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useTaskChangesSubscription } from '../../__generated__/useTaskChangesSubscription.graphql.ts';
import { holdIfOwnCreate, holdWhileShownOffline } from './ownCreates.ts';
import { insertTask, removeTask } from './taskConnections.ts';

const subscription = graphql`
  subscription useTaskChangesSubscription {
    taskChanged {
      kind
      taskId
      replayed
      project {
        id
        taskCount
        completedTaskCount
      }
      task {
        ...taskWrites_task
        project {
          id
          taskCount
          completedTaskCount
          # a change of the viewer's role comes as an update of the project's tasks: open screens follow it
          viewerRole
        }
      }
    }
  }
`;

/** What a live event says: which task, and whether it was created, updated or deleted. */
export type TaskChange = { kind: string; taskId: string };

/**
 * Keeps the task screens live: a task created, changed or deleted in another tab or on another
 * device shows here without a reload (fields update through the store; lists gain or lose rows).
 * Once the subscription listens, the server sends the last minute's changes again, so one made
 * between the screen's query and its subscription, or while the socket reconnected, shows too.
 * `onEvent` hears each event after the store took it in.
 */
export function useTaskChanges({ onEvent }: { onEvent?: (event: TaskChange) => void } = {}) {
  const latestOnEvent = useRef(onEvent);
  useEffect(() => {
    latestOnEvent.current = onEvent;
  });
  const config = useMemo<GraphQLSubscriptionConfig<useTaskChangesSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store, data) => {
        const event = data?.taskChanged;
        if (!event) return;
        // a deleted task's project comes with the event, counts as they are now: an event that
        // arrives twice (replayed after a reconnect, then live) cannot count the delete twice
        if (event.kind === 'deleted') {
          removeTask(store, event.taskId);
          store.delete(event.taskId);
          return;
        }
        const task = store.getRootField('taskChanged')?.getLinkedRecord('task');
        if (event.kind !== 'created' || !task) return;
        // this tab's own create, still waiting for its answer, shows its row already; so does a task
        // created offline whose replay made it, until the tab swaps its temporary record for it
        const options = { onlyWhereAllLoaded: event.replayed };
        if (holdIfOwnCreate(task, options) || holdWhileShownOffline(store, task, options)) return;
        insertTask(store, task, options);
      },
      onNext: (data) => {
        if (data?.taskChanged) latestOnEvent.current?.(data.taskChanged);
      },
      onError: (error) => console.warn('taskChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
}
