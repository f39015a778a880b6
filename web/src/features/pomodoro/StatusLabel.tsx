import { cn } from '../../lib/cn.ts';
import type { RingTone } from './ProgressRing.tsx';
import type { StatusLabel as Label } from './timerView.ts';

const styles: Record<RingTone, { text: string; dot: string }> = {
  work: { text: 'text-indigo-700', dot: 'bg-indigo-500' },
  break: { text: 'text-emerald-700', dot: 'bg-emerald-500' },
  paused: { text: 'text-amber-700', dot: 'bg-amber-400' },
  idle: { text: 'text-slate-500', dot: 'bg-slate-300' },
};

/** Working, Break or Paused, in the ring's colour. */
export function StatusLabel({ label, tone, running, size = 'md' }: { label: Label; tone: RingTone; running: boolean; size?: 'sm' | 'md' }) {
  const style = styles[tone];
  return (
    <span
      data-testid="timer-status"
      className={cn('inline-flex items-center gap-1.5 font-semibold tracking-wide uppercase', size === 'sm' ? 'text-[11px]' : 'text-xs', style.text)}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', style.dot, running && 'animate-pulse')} />
      {label}
    </span>
  );
}
