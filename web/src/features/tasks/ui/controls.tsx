import { forwardRef, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn.ts';

const base =
  'w-full rounded-lg border border-slate-200 bg-white text-sm text-slate-900 shadow-xs transition-colors focus-visible:border-indigo-500 focus-visible:ring-3 focus-visible:ring-indigo-500/15 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-400';

/** A native select styled like Input (native keeps keyboard and mobile pickers for free). */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select({ className, ...props }, ref) {
  return <select ref={ref} className={cn(base, 'h-10 cursor-pointer px-3 pr-8', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea({ className, ...props }, ref) {
  return <textarea ref={ref} className={cn(base, 'min-h-24 px-3 py-2 leading-relaxed placeholder:text-slate-400', className)} {...props} />;
});
