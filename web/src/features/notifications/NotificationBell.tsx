import { Component, Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import type { NotificationBellQuery } from '../../__generated__/NotificationBellQuery.graphql.ts';
import { BellButton, NotificationPanel } from './NotificationPanel.tsx';
import { useNotificationFeed } from './useNotificationFeed.ts';

/** The header's notifications bell: unread badge, popover list, live new notifications. */
export function NotificationBell() {
  return (
    <BellBoundary>
      <Suspense fallback={<BellButton disabled />}>
        <LiveBell />
      </Suspense>
    </BellBoundary>
  );
}

function LiveBell() {
  const data = useLazyLoadQuery<NotificationBellQuery>(
    graphql`
      query NotificationBellQuery {
        ...NotificationPanel_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  useNotificationFeed();
  return <NotificationPanel query={data} />;
}

/** A failing bell (say, offline at start) must not take the header down: it shows a plain bell. */
class BellBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <BellButton onClick={() => this.setState({ failed: false })} title="Notifications could not load; click to retry" />
    ) : (
      this.props.children
    );
  }
}
