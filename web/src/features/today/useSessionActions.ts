import { graphql, useMutation } from 'react-relay/hooks.js';
import type { useSessionActionsCompleteMutation } from '../../__generated__/useSessionActionsCompleteMutation.graphql.ts';
import type { useSessionActionsMoveMutation } from '../../__generated__/useSessionActionsMoveMutation.graphql.ts';
import type { useSessionActionsRemoveMutation } from '../../__generated__/useSessionActionsRemoveMutation.graphql.ts';
import type { useSessionActionsStartMutation } from '../../__generated__/useSessionActionsStartMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { useTimerActions } from '../pomodoro/useTimerActions.ts';
import { patchSession, showPayloadSchedule } from './scheduleStore.ts';

const startMutation = graphql`
  mutation useSessionActionsStartMutation($input: StartScheduleSessionInput!) {
    startScheduleSession(input: $input) {
      taskRowIds
      todaySession {
        rowId
      }
    }
  }
`;
const completeMutation = graphql`
  mutation useSessionActionsCompleteMutation($input: CompleteScheduleSessionInput!) {
    completeScheduleSession(input: $input) {
      todaySession {
        rowId
        completed
      }
    }
  }
`;
const moveMutation = graphql`
  mutation useSessionActionsMoveMutation($input: MoveScheduleSessionInput!) {
    moveScheduleSession(input: $input) {
      schedule {
        date
        ...ScheduleView_schedule
      }
    }
  }
`;
const removeMutation = graphql`
  mutation useSessionActionsRemoveMutation($input: RemoveScheduleSessionInput!) {
    removeScheduleSession(input: $input) {
      schedule {
        date
        ...ScheduleView_schedule
      }
    }
  }
`;

const failed = (title: string) => (error: Error) => void toast({ title, description: error.message, variant: 'destructive' });

/** Start, complete, move and remove one planned session of `date`. */
export function useSessionActions(date: string, sessionId: number) {
  const timer = useTimerActions();
  const [commitStart, starting] = useMutation<useSessionActionsStartMutation>(startMutation);
  const [commitComplete, completing] = useMutation<useSessionActionsCompleteMutation>(completeMutation);
  const [commitMove, moving] = useMutation<useSessionActionsMoveMutation>(moveMutation);
  const [commitRemove, removing] = useMutation<useSessionActionsRemoveMutation>(removeMutation);
  const input = { date, sessionId };

  /** Records the start, then runs the pomodoro on the session's task(s) (the first one active). */
  const start = (names: string[]) =>
    commitStart({
      variables: { input },
      updater: (store) => patchSession(store, date, sessionId, { started: true }),
      onCompleted: ({ startScheduleSession }) => {
        const taskIds = startScheduleSession.taskRowIds.map(String);
        if (taskIds.length) timer.start({ taskIds, names: names.slice(0, taskIds.length) });
      },
      onError: failed('Could not start the session'),
    });

  const complete = () =>
    commitComplete({
      variables: { input },
      updater: (store) => patchSession(store, date, sessionId, { completed: true }),
      onError: failed('Could not complete the session'),
    });

  const move = (startTime: string, onDone?: () => void) =>
    commitMove({
      variables: { input: { ...input, startTime } },
      updater: (store) => showPayloadSchedule(store, 'moveScheduleSession', date),
      onCompleted: () => onDone?.(),
      onError: failed('Could not move the session'),
    });

  const remove = () =>
    commitRemove({
      variables: { input },
      updater: (store) => showPayloadSchedule(store, 'removeScheduleSession', date),
      onError: failed('Could not remove the session'),
    });

  return { start, complete, move, remove, busy: starting || completing || moving || removing || timer.busy };
}
