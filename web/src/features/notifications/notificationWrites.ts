/** Mark one read, mark all read, clear all: optimistic, so the bell answers at once. */
import { commitMutation, graphql } from 'react-relay/hooks.js';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { notificationWritesMarkReadMutation } from '../../__generated__/notificationWritesMarkReadMutation.graphql.ts';
import type { notificationWritesMarkAllReadMutation } from '../../__generated__/notificationWritesMarkAllReadMutation.graphql.ts';
import type { notificationWritesClearMutation } from '../../__generated__/notificationWritesClearMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { getEnvironment } from '../../relay/environment.ts';
import { bump, notificationsConnection } from './notificationConnection.ts';

const failed = (what: string) => (error: Error) => void toast({ title: `Could not ${what}`, description: error.message, variant: 'destructive' });

export function markNotificationRead(id: string) {
  commitMutation<notificationWritesMarkReadMutation>(getEnvironment(), {
    mutation: graphql`
      mutation notificationWritesMarkReadMutation($input: MarkNotificationReadInput!) {
        markNotificationRead(input: $input) {
          notification {
            id
            read
          }
          unreadCount
        }
      }
    `,
    variables: { input: { id } },
    optimisticUpdater: (store) => {
      const record = store.get(id);
      const connection = notificationsConnection(store);
      if (!record || record.getValue('read')) return;
      record.setValue(true, 'read');
      if (connection) bump(connection, 'unreadCount', -1);
    },
    updater: (store, data) => {
      const connection = notificationsConnection(store);
      if (connection && data) connection.setValue(data.markNotificationRead.unreadCount, 'unreadCount');
    },
    onError: failed('mark the notification read'),
  });
}

export function markAllNotificationsRead() {
  commitMutation<notificationWritesMarkAllReadMutation>(getEnvironment(), {
    mutation: graphql`
      mutation notificationWritesMarkAllReadMutation($input: MarkAllNotificationsReadInput!) {
        markAllNotificationsRead(input: $input) {
          updatedNotifications {
            id
            read
          }
          unreadCount
        }
      }
    `,
    variables: { input: {} },
    optimisticUpdater: (store) => {
      const connection = notificationsConnection(store);
      if (!connection) return;
      for (const edge of connection.getLinkedRecords('edges') ?? []) edge?.getLinkedRecord('node')?.setValue(true, 'read');
      connection.setValue(0, 'unreadCount');
    },
    updater: (store, data) => {
      const connection = notificationsConnection(store);
      if (connection && data) connection.setValue(data.markAllNotificationsRead.unreadCount, 'unreadCount');
    },
    onError: failed('mark the notifications read'),
  });
}

function emptyList(store: RecordSourceSelectorProxy) {
  const connection = notificationsConnection(store);
  if (!connection) return;
  connection.setLinkedRecords([], 'edges');
  connection.setValue(0, 'unreadCount');
  connection.setValue(0, 'totalCount');
}

export function clearNotifications() {
  commitMutation<notificationWritesClearMutation>(getEnvironment(), {
    mutation: graphql`
      mutation notificationWritesClearMutation($input: ClearNotificationsInput!) {
        clearNotifications(input: $input) {
          deletedNotificationIds @deleteRecord
        }
      }
    `,
    variables: { input: {} },
    // the server deletes every notification of the viewer: the list empties
    optimisticUpdater: emptyList,
    updater: emptyList,
    onError: failed('clear the notifications'),
  });
}
