import { describeCounts, type ImportResult } from './taskImport.ts';

const SHOWN = 50;

/** What a dry run found: the projects (new ones marked), the tasks, and what was left out. */
export function ImportPreview({ result }: { result: ImportResult }) {
  const fresh = result.tasks.filter((t) => !t.skipped);
  return (
    <div role="status" data-testid="import-preview" className="grid gap-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
      <p className="font-medium text-slate-900">{describeCounts(result, true)}.</p>
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Projects</p>
        <ul className="mt-1 grid gap-0.5">
          {result.projects.map((p) => (
            <li key={p.name}>
              {p.name} {p.created ? <span className="text-emerald-700">(new)</span> : null} — {p.tasks} {p.tasks === 1 ? 'task' : 'tasks'}
            </li>
          ))}
        </ul>
      </div>
      {fresh.length > 0 && (
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Tasks</p>
          <ul className="mt-1 grid gap-0.5">
            {fresh.slice(0, SHOWN).map((t, i) => (
              <li key={`${t.projectName}-${t.name}-${i}`} className={t.parentName ? 'pl-4' : undefined}>
                {t.name}
                <span className="text-slate-500">
                  {' '}
                  · {t.projectName}
                  {t.dueDate ? ` · due ${t.dueDate}${t.dueTime ? ` ${t.dueTime}` : ''}` : ''}
                  {t.labels.length ? ` · ${t.labels.map((l) => `@${l}`).join(' ')}` : ''}
                  {t.completed ? ' · completed' : ''}
                </span>
              </li>
            ))}
          </ul>
          {fresh.length > SHOWN && <p className="text-xs text-slate-500">and {fresh.length - SHOWN} more</p>}
        </div>
      )}
      {result.labels.length > 0 && <p>New labels: {result.labels.join(', ')}</p>}
      {result.warnings.length > 0 && (
        <ul className="grid gap-0.5 text-amber-800">
          {result.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
