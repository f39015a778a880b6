import { ApiError } from '../../lib/http.ts';
import { IMPORT_MAX_BYTES, type ImportResult, type ImportSource } from '../../../../shared/import/summary.ts';

export type { ImportResult, ImportSource };

/** What each source reads, as the Import card offers it. */
export const SOURCE_OPTIONS: Array<{ value: ImportSource; label: string; accept: string; hint: string }> = [
  { value: 'todoist', label: 'Todoist', accept: '.csv,.json,text/csv,application/json', hint: "A project's CSV export, or a backup as JSON" },
  { value: 'ticktick', label: 'TickTick', accept: '.csv,text/csv', hint: 'The CSV backup (Settings, Backup in TickTick)' },
  {
    value: 'csv',
    label: 'CSV file',
    accept: '.csv,text/csv',
    hint: 'A header row with name, and any of description, project, priority, duration, due date, labels',
  },
];

const TOO_LARGE = 'The file is larger than 5 MB';

/** Sends the file as it is to POST /api/import/{source}; `dryRun` answers what would be created without writing. */
export async function importTasksFile(source: ImportSource, file: File, options: { dryRun: boolean; project?: string }): Promise<ImportResult> {
  if (file.size > IMPORT_MAX_BYTES) throw new Error(TOO_LARGE);
  const params = new URLSearchParams();
  if (options.dryRun) params.set('dryRun', '1');
  if (options.project?.trim()) params.set('project', options.project.trim());
  const json = file.name.toLowerCase().endsWith('.json') || file.type === 'application/json';
  const res = await fetch(`/api/import/${source}${params.size ? `?${params}` : ''}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': json ? 'application/json' : 'text/csv', Accept: 'application/json' },
    body: await file.text(),
  });
  const text = await res.text();
  if (!res.ok) {
    let message: string | null = null;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? null;
    } catch {
      /* not JSON: the status says enough */
    }
    throw new ApiError(res.status, text || res.statusText, message ?? (res.status === 413 ? TOO_LARGE : null));
  }
  return JSON.parse(text) as ImportResult;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 tasks created, 2 skipped (imported before)". */
export function describeCounts(result: Pick<ImportResult, 'created' | 'skipped'>, dryRun = false): string {
  const made = `${plural(result.created, 'task')} ${dryRun ? 'to create' : 'created'}`;
  return result.skipped ? `${made}, ${result.skipped} skipped (imported before)` : made;
}
