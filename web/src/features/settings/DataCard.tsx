import { useRef, useState, type ChangeEvent } from 'react';
import { FileDown, FileUp, Info } from 'lucide-react';
import { toast } from '../../components/toast/toastStore.ts';
import { Button, buttonVariants } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { ApiError, errorMessage } from '../../lib/http.ts';
import { describeImport, importDataFile, type ImportSummary } from './dataImport.ts';
import { refreshSettings } from './refreshSettings.ts';

type Outcome = { ok: true; summary: ImportSummary } | { ok: false; message: string };

/** "Export my data" downloads the JSON file; "Import" adds such a file's rows to this account. */
export function DataCard() {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const [pending, setPending] = useState<File | null>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again
    if (file) setPending(file);
  };

  const importFile = async (file: File) => {
    setPending(null);
    setBusy(true);
    setOutcome(null);
    try {
      const summary = await importDataFile(file);
      setOutcome({ ok: true, summary });
      // the file's timer settings, labels and preferences show without a reload
      refreshSettings().catch((error: Error) => console.warn('Could not read the settings again', error));
      toast({ title: 'Data imported', description: `Imported ${describeImport(summary)}.`, variant: 'success' });
    } catch (error) {
      const message = error instanceof ApiError ? errorMessage(error, 'The file could not be imported.') : (error as Error).message;
      setOutcome({ ok: false, message });
      toast({ title: 'Import failed', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-4">
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Import this file?"
        description={`The projects, tasks and other rows in "${pending?.name ?? ''}" are added to this account. Nothing already here is replaced.`}
        confirmLabel="Import"
        confirmVariant="primary"
        onConfirm={() => pending && void importFile(pending)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-between gap-3 rounded-xl border border-slate-200 p-4">
          <div>
            <p className="text-sm font-semibold text-slate-900">Export</p>
            <p className="text-xs text-slate-500">
              Projects, tasks, sessions, links, schedules, chat and settings as one JSON file. Your Jira token is never included.
            </p>
          </div>
          <a href="/api/settings/export" download className={buttonVariants({ variant: 'secondary', className: 'justify-self-start' })}>
            <FileDown aria-hidden /> Export my data
          </a>
        </div>
        <div className="grid content-between gap-3 rounded-xl border border-slate-200 p-4">
          <div>
            <p className="text-sm font-semibold text-slate-900">Import</p>
            <p className="text-xs text-slate-500">Adds the rows of a Streamline export file (up to 20 MB) to this account.</p>
          </div>
          <input ref={input} type="file" accept="application/json,.json" className="sr-only" aria-label="Export file to import" onChange={pick} tabIndex={-1} />
          <Button variant="secondary" className="justify-self-start" disabled={busy} onClick={() => input.current?.click()}>
            <FileUp aria-hidden /> {busy ? 'Importing...' : 'Import'}
          </Button>
        </div>
      </div>
      {outcome && (
        <div
          role="status"
          data-testid="data-import-result"
          className={
            outcome.ok
              ? 'flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800 ring-1 ring-emerald-200'
              : 'flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200'
          }
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {outcome.ok ? (
            <p>
              Imported {describeImport(outcome.summary)}.
              {outcome.summary.skippedScheduleDates.length > 0 && ` Kept your own schedules for ${outcome.summary.skippedScheduleDates.join(', ')}.`}
              {outcome.summary.jiraSkipped && ' The Jira link is not imported: link Jira again in the Jira section.'}
            </p>
          ) : (
            <p>{outcome.message}</p>
          )}
        </div>
      )}
    </div>
  );
}
