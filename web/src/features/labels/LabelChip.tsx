import { cn } from '../../lib/cn.ts';

type Props = { name: string; color: string; className?: string };

/** A label as a small coloured pill: its colour as a dot and a light tint. */
export function LabelChip({ name, color, className }: Props) {
  return (
    <span
      data-testid="label-chip"
      className={cn('inline-flex max-w-40 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium text-slate-700', className)}
      style={{ backgroundColor: `${color}1f`, boxShadow: `inset 0 0 0 1px ${color}55` }}
    >
      <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: color }} aria-hidden />
      <span className="truncate">{name}</span>
    </span>
  );
}
