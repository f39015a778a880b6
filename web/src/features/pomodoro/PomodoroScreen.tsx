import { useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import type { PomodoroScreenQuery } from '../../__generated__/PomodoroScreenQuery.graphql.ts';
import { FocusHistoryCard } from './FocusHistoryCard.tsx';
import { PomodoroSettingsCard } from './PomodoroSettingsCard.tsx';
import { PomodoroTimerCard } from './PomodoroTimerCard.tsx';
import { TaskPicker, type PickedTask } from './TaskPicker.tsx';
import { localDay } from './today.ts';

const screenQuery = graphql`
  query PomodoroScreenQuery($day: String!, $utcOffsetMinutes: Int!) {
    timer {
      activeTaskRowId
      groupTaskRowIds
      ...PomodoroTimerCard_timer
      ...TaskPicker_timer
      ...PomodoroSettingsCard_timer
      ...useRefetchOnSessionEnd_timer
    }
    ...TaskPicker_query
    ...FocusHistoryCard_query @arguments(day: $day, utcOffsetMinutes: $utcOffsetMinutes)
  }
`;

/** Spec "Pomodoro screen": the ring, a task picker (grouped starts), the durations and today's focus. */
export default function PomodoroScreen() {
  const today = useMemo(() => localDay(new Date()), []);
  const data = useLazyLoadQuery<PomodoroScreenQuery>(screenQuery, today, { fetchPolicy: 'store-and-network' });
  const [picked, setPicked] = useState<PickedTask[]>([]);
  // the timer's tasks changed (here, in another tab or on another device): a selection made before is dropped
  const timerTasks = `${data.timer.activeTaskRowId ?? ''}:${data.timer.groupTaskRowIds.join(',')}`;
  const [seenTimerTasks, setSeenTimerTasks] = useState(timerTasks);
  if (seenTimerTasks !== timerTasks) {
    setSeenTimerTasks(timerTasks);
    setPicked([]);
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,380px)]">
      <div className="grid content-start gap-6">
        <PomodoroTimerCard timer={data.timer} picked={picked} onStarted={() => setPicked([])} />
        <FocusHistoryCard query={data} timer={data.timer} today={today} />
      </div>
      <div className="grid content-start gap-6">
        <TaskPicker query={data} timer={data.timer} picked={picked} onChange={setPicked} />
        <PomodoroSettingsCard timer={data.timer} />
      </div>
    </div>
  );
}
