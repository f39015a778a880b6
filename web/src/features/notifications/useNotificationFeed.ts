import { useEffect } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks.js';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { useNotificationFeedSubscription$data } from '../../__generated__/useNotificationFeedSubscription.graphql.ts';
import { createWsClient } from '../../relay/wsClient.ts';
import { forgetProject } from '../projects/projectWrites.ts';
import { projectGlobalId } from '../tasks/globalIds.ts';
import { prependNotification } from './notificationConnection.ts';

const subscription = graphql`
  subscription useNotificationFeedSubscription {
    notificationAdded {
      id
      read
      action
      data
      ...NotificationItem_notification
    }
  }
`;

/** Spec section 4: the notifications' live connection retries 10 times (others 5). */
const NOTIFICATION_RETRY_ATTEMPTS = 10;

/**
 * New notifications arrive live and go first in the bell's list. They come over their own
 * WebSocket (10 reconnect attempts instead of 5); each event is written into the Relay store.
 * Once the subscription listens, the server sends the last minute's notifications (a list that
 * already holds one keeps it once), so none added while the socket was not listening is missed.
 */
export function useNotificationFeed() {
  const environment = useRelayEnvironment();
  useEffect(() => {
    const request = getRequest(subscription);
    const operation = createOperationDescriptor(request, {});
    const client = createWsClient({ retryAttempts: NOTIFICATION_RETRY_ATTEMPTS });
    const stop = client.subscribe<useNotificationFeedSubscription$data>(
      { query: request.params.text ?? '', operationName: request.params.name },
      {
        next: ({ data }) => {
          const added = data?.notificationAdded;
          if (!added) return;
          environment.commitPayload(operation, data as never);
          environment.commitUpdate((store) => {
            const record = store.get(added.id);
            if (record) prependNotification(store, record);
            // removed from a project: it goes from this device's lists at once
            const removedFrom = added.action === 'removed' ? (added.data as { projectId?: unknown } | null)?.projectId : undefined;
            if (typeof removedFrom === 'number') forgetProject(store, projectGlobalId(removedFrom));
          });
        },
        error: (error) => console.warn('notificationAdded subscription ended', error),
        complete: () => undefined,
      },
    );
    return () => {
      stop();
      void client.dispose();
    };
  }, [environment]);
}
