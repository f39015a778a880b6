import { cn } from '../../lib/cn.ts';
import { hostOf } from './linkValidation.ts';

const palette = [
  'bg-indigo-50 text-indigo-600 ring-indigo-100',
  'bg-emerald-50 text-emerald-600 ring-emerald-100',
  'bg-amber-50 text-amber-700 ring-amber-100',
  'bg-sky-50 text-sky-600 ring-sky-100',
  'bg-rose-50 text-rose-600 ring-rose-100',
  'bg-violet-50 text-violet-600 ring-violet-100',
];

/** A letter tile in place of the site's favicon (no request leaves for a third-party icon service). */
export function LinkFavicon({ label, url, className }: { label: string; url: string; className?: string }) {
  const host = hostOf(url);
  const colour = palette[[...host].reduce((sum, c) => sum + c.charCodeAt(0), 0) % palette.length];
  const letter = (label.trim()[0] ?? host[0] ?? '?').toUpperCase();
  return (
    <span aria-hidden className={cn('grid size-10 shrink-0 place-items-center rounded-xl text-base font-semibold ring-1', colour, className)}>
      {letter}
    </span>
  );
}
