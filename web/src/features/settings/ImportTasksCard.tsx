import { useRef, useState, type ChangeEvent } from 'react';
import { Eye, FileUp, Info } from 'lucide-react';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Select } from '../tasks/ui/controls.tsx';
import { ApiError, errorMessage } from '../../lib/http.ts';
import { describeCounts, importTasksFile, SOURCE_OPTIONS, type ImportResult, type ImportSource } from './taskImport.ts';
import { ImportPreview } from './ImportPreview.tsx';

/** Import tasks from Todoist, TickTick or a CSV file: pick the source and the file, preview, then import. */
export function ImportTasksCard() {
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<ImportSource>('todoist');
  const [file, setFile] = useState<File | null>(null);
  const [project, setProject] = useState('');
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const option = SOURCE_OPTIONS.find((o) => o.value === source)!;
  const todoistCsv = source === 'todoist' && !!file && !file.name.toLowerCase().endsWith('.json');

  const reset = () => {
    setPreview(null);
    setError(null);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    reset();
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(dryRun ? 'preview' : 'import');
    setError(null);
    try {
      const result = await importTasksFile(source, file, { dryRun, project: todoistCsv ? project : undefined });
      if (dryRun) setPreview(result);
      else {
        setPreview(null);
        setFile(null);
        if (input.current) input.current.value = '';
        toast({ title: 'Tasks imported', description: `${describeCounts(result)}.`, variant: 'success' });
      }
    } catch (err) {
      const message = err instanceof ApiError ? errorMessage(err, 'The file could not be imported.') : (err as Error).message;
      setError(message);
      toast({ title: dryRun ? 'Preview failed' : 'Import failed', description: message, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-4 rounded-xl border border-slate-200 p-4" data-testid="import-tasks-card">
      <div>
        <p className="text-sm font-semibold text-slate-900">Import tasks</p>
        <p className="text-xs text-slate-500">
          Bring your tasks over from Todoist, TickTick or a spreadsheet (up to 5 MB). Importing the same file again adds nothing new.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Source" hint={option.hint}>
          {(p) => (
            <Select
              {...p}
              value={source}
              onChange={(e) => {
                setSource(e.target.value as ImportSource);
                reset();
              }}
            >
              {SOURCE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="File" hint={file ? file.name : 'No file chosen'}>
          {(p) => <Input {...p} ref={input} type="file" accept={option.accept} onChange={pick} />}
        </Field>
        {todoistCsv && (
          <Field label="Project" hint="A Todoist CSV holds one project: its tasks go to this one (made when missing).">
            {(p) => (
              <Input
                {...p}
                value={project}
                placeholder="Todoist"
                maxLength={200}
                onChange={(e) => {
                  setProject(e.target.value);
                  reset();
                }}
              />
            )}
          </Field>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={!file || busy !== null} onClick={() => void run(true)}>
          <Eye aria-hidden /> {busy === 'preview' ? 'Reading...' : 'Preview'}
        </Button>
        <Button variant="primary" disabled={!file || busy !== null} onClick={() => void run(false)}>
          <FileUp aria-hidden /> {busy === 'import' ? 'Importing...' : 'Import'}
        </Button>
      </div>
      {error && (
        <div role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{error}</p>
        </div>
      )}
      {preview && <ImportPreview result={preview} />}
    </div>
  );
}
