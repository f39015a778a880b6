import { Spinner } from '../../components/ui/Spinner.tsx';

/** The timeline in grey, while the day loads or is being planned. */
export function ScheduleSkeleton({ label = 'Loading schedule' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      <div className="flex items-center gap-2 rounded-2xl border border-slate-200/80 bg-white p-5 text-sm text-slate-500 shadow-sm">
        <Spinner className="text-indigo-600" /> {label}
      </div>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="grid animate-pulse grid-cols-[3.5rem_minmax(0,1fr)] gap-3 sm:grid-cols-[4.5rem_minmax(0,1fr)]">
          <div className="ml-auto h-4 w-10 rounded bg-slate-200" />
          <div className={`ml-5 rounded-xl border border-slate-200/80 bg-white ${i % 2 ? 'h-10' : 'h-20'}`} />
        </div>
      ))}
    </div>
  );
}
