import { useCallback } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks.js';
import type { useTimerActionsCompleteMutation } from '../../__generated__/useTimerActionsCompleteMutation.graphql.ts';
import type { useTimerActionsPauseMutation } from '../../__generated__/useTimerActionsPauseMutation.graphql.ts';
import type { useTimerActionsResetMutation } from '../../__generated__/useTimerActionsResetMutation.graphql.ts';
import type { useTimerActionsResumeMutation } from '../../__generated__/useTimerActionsResumeMutation.graphql.ts';
import type { useTimerActionsSessionQuery } from '../../__generated__/useTimerActionsSessionQuery.graphql.ts';
import type { useTimerActionsStartMutation } from '../../__generated__/useTimerActionsStartMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { ServerError } from '../../relay/serverError.ts';
import { prepareAlerts } from './alerts.ts';
import { MESSAGES } from './messages.ts';
import { askToSwitch, groupLabel } from './switchQuestion.ts';

const startMutation = graphql`
  mutation useTimerActionsStartMutation($taskIds: [ID!]!) {
    startTimer(taskIds: $taskIds) {
      ...timerRecord_timer
      pomodoroSession {
        id
      }
    }
  }
`;
const pauseMutation = graphql`
  mutation useTimerActionsPauseMutation {
    pauseTimer {
      ...timerRecord_timer
    }
  }
`;
const resumeMutation = graphql`
  mutation useTimerActionsResumeMutation {
    resumeTimer {
      ...timerRecord_timer
    }
  }
`;
const resetMutation = graphql`
  mutation useTimerActionsResetMutation {
    resetTimer {
      ...timerRecord_timer
    }
  }
`;
const completeMutation = graphql`
  mutation useTimerActionsCompleteMutation {
    completeTimerTask {
      ...timerRecord_timer
    }
  }
`;
const sessionQuery = graphql`
  query useTimerActionsSessionQuery($id: ID!) {
    node(id: $id) {
      ... on PomodoroSession {
        id
        completed
      }
    }
  }
`;

export type StartTarget = { taskIds: string[]; names: string[] };
export type CompleteTarget = { taskId: string; taskName: string; sessionId: string | null };

/** Why a start failed, for its toast: a task deleted meanwhile is said so, since trying again cannot help. */
function startErrorText(error: Error, names: string[]) {
  const gone = error instanceof ServerError && error.extensions.code === 'NOT_FOUND';
  if (names.length > 1) return gone ? MESSAGES.startError.goneGrouped : MESSAGES.startError.grouped(names.length);
  if (names.length === 1) return gone ? MESSAGES.startError.gone(names[0]) : MESSAGES.startError.single(names[0]);
  return error.message;
}

const timerFailed = () => void toast({ variant: 'destructive', ...MESSAGES.timerError });

/** Only the start (a FocusButton on every task row needs no more than this). */
export function useStartTimer() {
  const [commitStart, starting] = useMutation<useTimerActionsStartMutation>(startMutation);

  /**
   * A grouped start when several tasks are given (the first active); none starts again on the current ones.
   * On other tasks while work is in progress, the user confirms the switch first (the minutes so far are recorded).
   */
  const start = useCallback(
    async ({ taskIds, names }: StartTarget, onStarted?: () => void) => {
      prepareAlerts();
      if (taskIds.length && !(await askToSwitch(groupLabel(names[0] ?? 'the selected task', taskIds.length)))) return;
      commitStart({
        variables: { taskIds },
        onCompleted: (data) => {
          if (!data.startTimer.pomodoroSession) toast({ variant: 'destructive', ...MESSAGES.sessionCreateError });
          onStarted?.();
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: MESSAGES.startError.title, description: startErrorText(error, names) });
        },
      });
    },
    [commitStart],
  );

  return { start, busy: starting };
}

/**
 * The timer's buttons as calls to the server, each with the toasts of spec section 8. The server
 * answers the new timer, which Relay writes in place (every tab also gets it live).
 */
export function useTimerActions() {
  const environment = useRelayEnvironment();
  const { start, busy: starting } = useStartTimer();
  const [commitPause, pausing] = useMutation<useTimerActionsPauseMutation>(pauseMutation);
  const [commitResume, resuming] = useMutation<useTimerActionsResumeMutation>(resumeMutation);
  const [commitReset, resetting] = useMutation<useTimerActionsResetMutation>(resetMutation);
  const [commitComplete, completing] = useMutation<useTimerActionsCompleteMutation>(completeMutation);

  const pause = useCallback(() => commitPause({ variables: {}, onError: timerFailed }), [commitPause]);
  const resume = useCallback(() => {
    prepareAlerts();
    commitResume({ variables: {}, onError: timerFailed });
  }, [commitResume]);
  const reset = useCallback(() => commitReset({ variables: {}, onError: timerFailed }), [commitReset]);

  /** The session that was in progress must now be completed; if the server did not, say so. */
  const confirmSessionCompleted = useCallback(
    async (sessionId: string) => {
      try {
        const data = await fetchQuery<useTimerActionsSessionQuery>(environment, sessionQuery, { id: sessionId }, { fetchPolicy: 'network-only' }).toPromise();
        if (data?.node && data.node.completed === false) toast({ variant: 'destructive', ...MESSAGES.sessionCompleteError });
      } catch {
        toast({ variant: 'destructive', ...MESSAGES.sessionCompleteError });
      }
    },
    [environment],
  );

  const complete = useCallback(
    ({ taskId, taskName, sessionId }: CompleteTarget) => {
      commitComplete({
        variables: {},
        // the task is done: rows showing it (task lists, FocusButtons) update without a refetch
        updater: (store) => store.get(taskId)?.setValue(true, 'completed'),
        onCompleted: () => {
          toast({ variant: 'success', title: MESSAGES.completed.title, description: MESSAGES.completed.description(taskName) });
          if (sessionId) void confirmSessionCompleted(sessionId);
        },
        onError: () => void toast({ variant: 'destructive', ...MESSAGES.completeError }),
      });
    },
    [commitComplete, confirmSessionCompleted],
  );

  return { start, pause, resume, reset, complete, busy: starting || pausing || resuming || resetting || completing };
}
