import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type RingTone = 'work' | 'break' | 'paused' | 'idle';

const arcColour: Record<RingTone, string> = {
  work: 'stroke-indigo-500',
  break: 'stroke-emerald-500',
  paused: 'stroke-amber-400',
  idle: 'stroke-indigo-500',
};
const trackColour: Record<RingTone, string> = {
  work: 'stroke-indigo-100',
  break: 'stroke-emerald-100',
  paused: 'stroke-amber-100',
  idle: 'stroke-indigo-100',
};

type Props = {
  /** 0 at the start of the phase, 1 at zero: the arc shows what is left */
  progress: number;
  tone: RingTone;
  size: number;
  stroke: number;
  label: string;
  children?: ReactNode;
  className?: string;
};

/** A circle that empties as the phase runs down, with the time left in the middle. */
export function ProgressRing({ progress, tone, size, stroke, label, children, className }: Props) {
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const left = Math.min(1, Math.max(0, 1 - progress));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      className={cn('relative grid shrink-0 place-items-center', className)}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} className="absolute inset-0 -rotate-90" aria-hidden>
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={stroke} className={trackColour[tone]} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - left)}
          className={cn('transition-[stroke-dashoffset] duration-1000 ease-linear', arcColour[tone])}
        />
      </svg>
      <div className="relative text-center">{children}</div>
    </div>
  );
}

/** Working indigo, Break green (a different colour, spec "Pomodoro screen"), Paused amber; a stopped timer is calm. */
export function ringTone(state: { isPaused: boolean; isBreak: boolean; isRunning: boolean }): RingTone {
  if (state.isPaused) return 'paused';
  if (state.isBreak) return 'break';
  return state.isRunning ? 'work' : 'idle';
}
