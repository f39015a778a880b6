import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import type { SwitchFocusDialog_timer$data, SwitchFocusDialog_timer$key } from '../../__generated__/SwitchFocusDialog_timer.graphql.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { switchCredit } from '../../../../shared/pomodoro/machine.ts';
import { MESSAGES } from './messages.ts';
import { toLocalTime } from './serverClock.ts';
import { groupLabel, useSwitchQuestion, type SwitchQuestion } from './switchQuestion.ts';
import { toMachineTimer } from './timerView.ts';
import { useClock } from './useClock.ts';

/**
 * "Switch focus to X? The 12 min on Y will be recorded." with Switch / Cancel, asked when focus
 * starts on other tasks while work is in progress. The minutes follow the live timer while it is
 * open; the server credits them when the start arrives (once, whichever tab or device is first).
 */
export function SwitchFocusDialog({ timer }: { timer: SwitchFocusDialog_timer$key }) {
  const data = useFragment(
    graphql`
      fragment SwitchFocusDialog_timer on Timer {
        mode
        status
        endsAt
        timeLeft
        durationSeconds
        version
        serverTime
        activeTaskRowId
        groupTaskRowIds
        settings {
          workDuration
          breakDuration
        }
        activeTask {
          name
        }
      }
    `,
    timer,
  );
  const question = useSwitchQuestion();
  return question ? <Question key={question.id} timer={data} question={question} /> : null;
}

function Question({ timer, question }: { timer: SwitchFocusDialog_timer$data; question: SwitchQuestion }) {
  const running = timer.status === 'running' && !!timer.endsAt;
  const now = useClock(running ? toLocalTime(timer.endsAt as string, timer.serverTime as string) : null, running);
  const credit = switchCredit(toMachineTimer({ ...timer, endsAt: timer.endsAt as string | null, serverTime: timer.serverTime as string }, toLocalTime), now);
  // no work in progress or not a whole minute of it: nothing to lose, so nothing to ask. If the work
  // ends or stops while the question is open (another device switched), the question is void: the
  // start is dropped rather than made on a timer the user has not seen.
  const nothingToRecord = credit === null || credit.minutes === 0;
  const [askedWithWork] = useState(!nothingToRecord);
  useEffect(() => {
    if (nothingToRecord) question.answer(!askedWithWork);
  }, [nothingToRecord, askedWithWork, question]);
  if (!credit || nothingToRecord) return null;

  const from = groupLabel(timer.activeTask?.name ?? 'the current task', credit.taskIds.length);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && question.answer(false)}
      title={MESSAGES.switchFocus.title(question.to)}
      description={MESSAGES.switchFocus.description(credit.minutes, from)}
      confirmLabel={MESSAGES.switchFocus.confirm}
      confirmVariant="primary"
      onConfirm={() => question.answer(true)}
    />
  );
}
