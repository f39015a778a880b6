import { Spinner } from '../components/ui/Spinner.tsx';

/** The lazy-screen fallback (spec section 2). */
export function ScreenLoading() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-2 text-sm text-slate-500">
      <Spinner className="text-indigo-600" />
      Loading...
    </div>
  );
}
