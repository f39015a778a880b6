import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { cn } from '../../lib/cn.ts';

type Props = {
  title: string;
  description?: ReactNode;
  /** shown instead of the chart when there is nothing to draw */
  empty?: string | false;
  emptyIcon?: LucideIcon;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled card around one chart, with a quiet empty state. */
export function ChartCard({ title, description, empty, emptyIcon: EmptyIcon, aside, className, children }: Props) {
  return (
    <Card className={cn('flex flex-col', className)} aria-label={title} role="region">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {aside}
      </CardHeader>
      <CardContent className="flex-1">
        {empty ? (
          <div className="flex h-full min-h-40 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-200 px-4 py-8 text-center">
            {EmptyIcon && <EmptyIcon className="size-6 text-slate-300" aria-hidden />}
            <p className="max-w-xs text-sm text-slate-500">{empty}</p>
          </div>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
