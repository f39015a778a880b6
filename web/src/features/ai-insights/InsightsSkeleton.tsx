/** The insights layout in grey while the figures load. */
export function InsightsSkeleton() {
  const block = 'animate-pulse rounded-2xl border border-slate-200/80 bg-white';
  return (
    <div role="status" aria-label="Loading insights" className="grid gap-6">
      <div className={`${block} h-28`} />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${block} h-32`} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className={`${block} h-80 lg:col-span-3`} />
        <div className={`${block} h-80 lg:col-span-2`} />
      </div>
    </div>
  );
}
