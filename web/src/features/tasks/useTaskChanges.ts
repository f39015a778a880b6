import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks.js';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useTaskChangesSubscription } from '../../__generated__/useTaskChangesSubscription.graphql.ts';
import { bumpProjectCounts, insertTask, removeTask } from './taskConnections.ts';

const subscription = graphql`
  subscription useTaskChangesSubscription {
    taskChanged {
      kind
      taskId
      task {
        ...taskWrites_task
        project {
          id
          taskCount
          completedTaskCount
        }
      }
    }
  }
`;

/**
 * Keeps the task screens live: a task created, changed or deleted in another tab or on another
 * device shows here without a reload (fields update through the store; lists gain or lose rows).
 */
export function useTaskChanges() {
  const config = useMemo<GraphQLSubscriptionConfig<useTaskChangesSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store, data) => {
        const event = data?.taskChanged;
        if (!event) return;
        if (event.kind === 'deleted') {
          const gone = store.get(event.taskId);
          if (gone) {
            const projectId = gone.getLinkedRecord('project')?.getDataID();
            bumpProjectCounts(store, projectId, { tasks: -1, completed: gone.getValue('completed') ? -1 : 0 });
          }
          removeTask(store, event.taskId);
          store.delete(event.taskId);
          return;
        }
        const task = store.getRootField('taskChanged')?.getLinkedRecord('task');
        if (event.kind === 'created' && task) insertTask(store, task);
      },
      onError: (error) => console.warn('taskChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
}
