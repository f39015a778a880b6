import { Component, Suspense, useMemo, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay/hooks.js';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { TimerLiveQuery } from '../../__generated__/TimerLiveQuery.graphql.ts';
import type { TimerLiveTimerChangedSubscription } from '../../__generated__/TimerLiveTimerChangedSubscription.graphql.ts';
import { ActiveTaskBanner } from './ActiveTaskBanner.tsx';
import { SwitchFocusDialog } from './SwitchFocusDialog.tsx';
import { TimerWatcher } from './TimerWatcher.tsx';

export const timerLiveQuery = graphql`
  query TimerLiveQuery {
    timer {
      ...timerRecord_timer
      ...TimerWatcher_timer
      ...ActiveTaskBanner_timer
      ...SwitchFocusDialog_timer
    }
    preferences {
      notificationSound
    }
  }
`;

const timerChangedSubscription = graphql`
  subscription TimerLiveTimerChangedSubscription {
    timerChanged {
      ...timerRecord_timer
    }
  }
`;

/** The server's timer, kept current from every tab and device. */
function useTimerChanges() {
  const config = useMemo<GraphQLSubscriptionConfig<TimerLiveTimerChangedSubscription>>(
    () => ({
      subscription: timerChangedSubscription,
      variables: {},
      onError: (error) => console.warn('timerChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
}

function TimerLiveContent() {
  const data = useLazyLoadQuery<TimerLiveQuery>(timerLiveQuery, {}, { fetchPolicy: 'store-and-network' });
  useTimerChanges();
  return (
    <>
      <TimerWatcher timer={data.timer} sound={data.preferences?.notificationSound ?? true} />
      <ActiveTaskBanner timer={data.timer} />
      <SwitchFocusDialog timer={data.timer} />
    </>
  );
}

const RETRY_AFTER_MS = 15_000;

/** The banner must never take the screen down with it: on failure it is hidden and tried again a little later. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    console.warn('Timer banner failed', error);
    setTimeout(() => this.setState({ failed: false }), RETRY_AFTER_MS);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounted once by the app shell above every screen: mirrors the server timer (query plus live
 * subscription), counts it down, reports phase ends, and shows the active task banner.
 */
export function TimerLive() {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <TimerLiveContent />
      </Suspense>
    </QuietBoundary>
  );
}
