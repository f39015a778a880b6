import { Folder, Layers, Target } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import type { PomodoroTimerCard_timer$key } from '../../__generated__/PomodoroTimerCard_timer.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { formatTime } from '../../../../shared/pomodoro/machine.ts';
import { PriorityBadge } from './PriorityBadge.tsx';
import { ProgressRing, ringTone } from './ProgressRing.tsx';
import { StatusLabel } from './StatusLabel.tsx';
import type { PickedTask } from './TaskPicker.tsx';
import { TimerControls } from './TimerControls.tsx';
import { useTimerActions } from './useTimerActions.ts';
import { useTimerState } from './useTimerState.ts';

type Props = {
  timer: PomodoroTimerCard_timer$key;
  /** tasks chosen in the picker, the first to be active */
  picked: PickedTask[];
  onStarted: () => void;
};

/** The big ring: time left, Working / Break / Paused, the active task and the controls. */
export function PomodoroTimerCard({ timer, picked, onStarted }: Props) {
  const data = useFragment(
    graphql`
      fragment PomodoroTimerCard_timer on Timer {
        activeTask {
          id
          name
          priority
          project {
            name
          }
        }
        groupTaskRowIds
        pomodoroSession {
          id
        }
        ...useTimerState_timer
      }
    `,
    timer,
  );
  const state = useTimerState(data);
  const actions = useTimerActions();
  const task = data.activeTask;
  const tone = ringTone(state);

  // a selection that is not what the timer already runs on; it asks before switching while work is in progress
  const samePick = picked.length === data.groupTaskRowIds.length && picked.every((t, i) => t.rowId === data.groupTaskRowIds[i]);
  const startPicked =
    picked.length && !samePick ? () => actions.start({ taskIds: picked.map((t) => t.id), names: picked.map((t) => t.name) }, onStarted) : null;
  const startAgain = task ? () => actions.start({ taskIds: [], names: [task.name] }) : null;
  const others = data.groupTaskRowIds.length - 1;
  // stopped with another selection: Start starts that, so that is what the card names
  const shown = startPicked && state.status === 'idle' ? null : task;

  return (
    <Card role="region" aria-label="Focus timer" className="overflow-hidden">
      <div className="flex flex-col items-center gap-6 px-5 pt-8 pb-6 sm:px-8">
        <ProgressRing progress={state.progress} tone={tone} size={272} stroke={14} label="Time left" className="drop-shadow-sm">
          <p data-testid="timer-time-left" className="text-6xl font-semibold tracking-tight text-slate-900 tabular-nums">
            {formatTime(state.timeLeft)}
          </p>
          <div className="mt-2">
            <StatusLabel label={state.label} tone={tone} running={state.isRunning} />
          </div>
        </ProgressRing>

        <div className="grid min-h-14 w-full max-w-md justify-items-center gap-1.5 text-center">
          {shown ? (
            <>
              <p className="text-xs font-medium text-slate-500">{state.isBreak ? 'Taking a break from' : 'Focusing on'}</p>
              <p data-testid="timer-task-name" className="max-w-full truncate text-lg font-semibold text-slate-900">
                {shown.name}
              </p>
              <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-slate-500">
                <PriorityBadge priority={shown.priority} />
                <span className="inline-flex items-center gap-1">
                  <Folder className="size-3.5" aria-hidden />
                  {shown.project?.name || 'Unknown Project'}
                </span>
                {others > 0 && (
                  <span className="inline-flex items-center gap-1">
                    <Layers className="size-3.5" aria-hidden />+{others} more {others === 1 ? 'task' : 'tasks'}
                  </span>
                )}
              </div>
            </>
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-500">
              <Target className="size-4 text-slate-400" aria-hidden />
              {startPicked ? `Ready to focus on "${picked[0].name}"${picked.length > 1 ? ` and ${picked.length - 1} more` : ''}` : 'Choose a task to focus on'}
            </p>
          )}
        </div>

        <TimerControls
          className="justify-center"
          state={state}
          busy={actions.busy}
          onStart={startPicked ?? startAgain}
          onPause={actions.pause}
          onResume={actions.resume}
          onReset={actions.reset}
          onComplete={task ? () => actions.complete({ taskId: task.id, taskName: task.name, sessionId: data.pomodoroSession?.id ?? null }) : null}
        />

        {startPicked && task && state.status !== 'idle' && (
          <Button variant="link" size="sm" onClick={startPicked} disabled={actions.busy}>
            Start a new pomodoro on the {picked.length > 1 ? `${picked.length} selected tasks` : 'selected task'}
          </Button>
        )}
      </div>
      <div className="flex justify-center gap-6 border-t border-slate-100 bg-slate-50/70 px-5 py-3 text-xs text-slate-500">
        <span>
          Work <strong className="font-semibold text-slate-700">{state.settings.workDuration} min</strong>
        </span>
        <span>
          Break <strong className="font-semibold text-slate-700">{state.settings.breakDuration} min</strong>
        </span>
      </div>
    </Card>
  );
}
