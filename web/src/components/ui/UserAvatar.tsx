import { cn } from '../../lib/cn.ts';

const palette = [
  'bg-indigo-100 text-indigo-700',
  'bg-emerald-100 text-emerald-700',
  'bg-amber-100 text-amber-800',
  'bg-sky-100 text-sky-700',
  'bg-rose-100 text-rose-700',
  'bg-violet-100 text-violet-700',
];

export function initials(label: string): string {
  const parts = label.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : label.slice(0, 2);
  return letters.toUpperCase();
}

export function UserAvatar({ label, className }: { label: string; className?: string }) {
  const colour = palette[[...label].reduce((sum, c) => sum + c.charCodeAt(0), 0) % palette.length];
  return (
    <span aria-hidden className={cn('grid size-9 shrink-0 place-items-center rounded-full text-xs font-semibold', colour, className)}>
      {initials(label)}
    </span>
  );
}
