import { Check } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { PRODUCT_NAME } from './navigation.ts';

export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm shadow-indigo-600/30">
        <Check className="size-4.5" strokeWidth={3} aria-hidden />
      </span>
      {!compact && <span className="text-[15px] font-semibold tracking-tight text-slate-900">{PRODUCT_NAME}</span>}
    </span>
  );
}
