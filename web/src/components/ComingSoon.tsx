import type { LucideIcon } from 'lucide-react';
import { Sparkles } from 'lucide-react';

/** A placeholder screen body: its title and a short line, until the feature lands. */
export function ComingSoon({ title, icon: Icon = Sparkles, description }: { title: string; icon?: LucideIcon; description?: string }) {
  return (
    <section className="mx-auto max-w-3xl">
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center shadow-xs">
        <span className="grid size-12 place-items-center rounded-2xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
          <Icon className="size-6" aria-hidden />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
        <p className="mt-1 max-w-sm text-sm text-slate-500">{description ?? `${title} is coming soon.`}</p>
      </div>
    </section>
  );
}
