import { CheckCircle2, XCircle } from 'lucide-react';

export type ConnectionResult = {
  readonly ok: boolean;
  readonly displayName?: string | null;
  readonly projectName?: string | null;
  readonly message?: string | null;
};

/** What "Test connection" found: who Jira says we are, or the exact problem. */
export function JiraTestResult({ result }: { result: ConnectionResult }) {
  if (result.ok) {
    return (
      <div
        role="status"
        data-testid="jira-test-result"
        className="flex items-start gap-2.5 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800 ring-1 ring-emerald-200"
      >
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          Connected as <strong className="font-semibold">{result.displayName}</strong>
          {result.projectName ? (
            <>
              {' '}
              · project <strong className="font-semibold">{result.projectName}</strong>
            </>
          ) : null}
        </p>
      </div>
    );
  }
  return (
    <div role="status" data-testid="jira-test-result" className="flex items-start gap-2.5 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>{result.message}</p>
    </div>
  );
}
