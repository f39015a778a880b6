import { Folder, Layers } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router-dom';
import type { ActiveTaskBanner_timer$key } from '../../__generated__/ActiveTaskBanner_timer.graphql.ts';
import { cn } from '../../lib/cn.ts';
import { formatTime } from '../../../../shared/pomodoro/machine.ts';
import { PriorityBadge } from './PriorityBadge.tsx';
import { ProgressRing, ringTone } from './ProgressRing.tsx';
import { StatusLabel } from './StatusLabel.tsx';
import { TimerControls } from './TimerControls.tsx';
import { useTimerActions } from './useTimerActions.ts';
import { useTimerState } from './useTimerState.ts';

type Props = { timer: ActiveTaskBanner_timer$key };

const accent = {
  work: 'from-indigo-500 to-violet-500',
  break: 'from-emerald-400 to-teal-500',
  paused: 'from-amber-300 to-amber-500',
  idle: 'from-slate-300 to-slate-400',
};

/** Spec "Active task banner": shown above every screen while a task is active. */
export function ActiveTaskBanner({ timer }: Props) {
  const data = useFragment(
    graphql`
      fragment ActiveTaskBanner_timer on Timer {
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
  if (!task) return null;

  const tone = ringTone(state);
  const others = data.groupTaskRowIds.length - 1;
  return (
    <section
      aria-label="Active task"
      data-testid="active-task-banner"
      className="relative mx-auto mb-6 flex max-w-6xl flex-col gap-4 overflow-hidden rounded-2xl border border-slate-200/80 bg-white p-4 pl-5 shadow-sm sm:flex-row sm:items-center"
    >
      <span aria-hidden className={cn('absolute inset-y-0 left-0 w-1 bg-gradient-to-b', accent[tone])} />
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <ProgressRing progress={state.progress} tone={tone} size={64} stroke={6} label="Time left">
          <span data-testid="banner-time-left" className="text-sm font-semibold text-slate-900 tabular-nums">
            {formatTime(state.timeLeft)}
          </span>
        </ProgressRing>
        <div className="min-w-0">
          <StatusLabel label={state.label} tone={tone} running={state.isRunning} size="sm" />
          <Link to="/pomodoro" className="mt-0.5 block truncate text-base font-semibold text-slate-900 hover:text-indigo-700" data-testid="banner-task-name">
            {task.name}
          </Link>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
            <PriorityBadge priority={task.priority} />
            <span className="inline-flex min-w-0 items-center gap-1">
              <Folder className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{task.project?.name || 'Unknown Project'}</span>
            </span>
            {others > 0 && (
              <span className="inline-flex items-center gap-1">
                <Layers className="size-3.5" aria-hidden />+{others} more {others === 1 ? 'task' : 'tasks'}
              </span>
            )}
          </div>
        </div>
      </div>
      <TimerControls
        size="sm"
        state={state}
        busy={actions.busy}
        onStart={() => actions.start({ taskIds: [], names: [task.name] })}
        onPause={actions.pause}
        onResume={actions.resume}
        onReset={actions.reset}
        onComplete={() => actions.complete({ taskId: task.id, taskName: task.name, sessionId: data.pomodoroSession?.id ?? null })}
      />
    </section>
  );
}
