import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../components/ui/Card.tsx';

type Props = { id: string; title: string; description: ReactNode; icon: LucideIcon; children: ReactNode };

/** One settings area: its name and purpose on the left, the controls in a card on the right. */
export function SettingsSection({ id, title, description, icon: Icon, children }: Props) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 border-b border-slate-200/70 pb-8 last:border-0 lg:grid-cols-[16rem_1fr] lg:gap-8">
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
          <Icon className="size-4.5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm leading-relaxed text-slate-500">{description}</p>
        </div>
      </div>
      <Card className="p-5 sm:p-6">{children}</Card>
    </section>
  );
}
