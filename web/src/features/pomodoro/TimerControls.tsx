import { CheckCircle2, Pause, Play, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { cn } from '../../lib/cn.ts';
import type { TimerState } from './timerView.ts';

type Props = {
  state: Pick<TimerState, 'isRunning' | 'isPaused'>;
  busy: boolean;
  /** null when there is nothing to start on (no task chosen) */
  onStart: (() => void) | null;
  onPause: () => void;
  onResume: () => void;
  onReset: () => void;
  /** null when no task is active */
  onComplete: (() => void) | null;
  size?: 'sm' | 'md';
  className?: string;
};

/** Pause while running, otherwise Resume when paused or Start; then Reset and Complete. */
export function TimerControls({ state, busy, onStart, onPause, onResume, onReset, onComplete, size = 'md', className }: Props) {
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      {state.isRunning ? (
        <Button size={size} onClick={onPause} disabled={busy}>
          <Pause aria-hidden /> Pause
        </Button>
      ) : state.isPaused ? (
        <Button size={size} onClick={onResume} disabled={busy}>
          <Play aria-hidden /> Resume
        </Button>
      ) : (
        <Button size={size} onClick={onStart ?? undefined} disabled={busy || !onStart}>
          <Play aria-hidden /> Start
        </Button>
      )}
      <Button size={size} variant="secondary" onClick={onReset} disabled={busy}>
        <RotateCcw aria-hidden /> Reset
      </Button>
      <Button size={size} variant="success" onClick={onComplete ?? undefined} disabled={busy || !onComplete}>
        <CheckCircle2 aria-hidden /> Complete
      </Button>
    </div>
  );
}
