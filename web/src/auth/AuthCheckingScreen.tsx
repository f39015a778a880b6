import { Spinner } from '../components/ui/Spinner.tsx';

export function AuthCheckingScreen() {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center">
      <Spinner className="size-7 text-indigo-600" />
      <p className="text-lg font-semibold text-slate-900">Loading...</p>
      <p className="text-sm text-slate-500">Please wait while we verify your authentication</p>
    </div>
  );
}
