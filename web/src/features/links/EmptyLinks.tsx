import { Link2 } from 'lucide-react';

export function EmptyLinks() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
        <Link2 className="size-6" aria-hidden />
      </span>
      <h3 className="mt-4 text-base font-semibold text-slate-900">No links yet</h3>
      <p className="mt-1 max-w-sm text-sm text-slate-500">Add the tools and pages you reach for most; drag them into the order you like.</p>
    </div>
  );
}
