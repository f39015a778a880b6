import { badRequest } from '../../lib/errors.js';
import { P_LEVELS } from '../../../../shared/tasks/quickAddTokens.js';
import { columnsOf, readCsv, rowError, type CsvRow } from './csvRows.js';
import type { DateReader } from './dueText.js';
import { DEFAULT_PROJECT, rowKeys, type ImportPlan, type ParseOptions, type PlannedTask } from './plan.js';

const BAND_WORDS: Record<string, number> = { high: 8, medium: 5, low: 3 };
const DUE_COLUMNS = ['due date', 'due', 'duedate'];

/**
 * A spreadsheet's CSV: a header row naming the columns (name is required; description, project,
 * priority, duration, due date, labels, completed may follow, in any order and case). Any bad cell
 * is a 400 naming its line and column, and then nothing is imported.
 */
export function parseGenericCsv(text: string, options: ParseOptions, readDate: DateReader): ImportPlan {
  const [header, ...rows] = readCsv(text);
  const columns = header && columnsOf(header.cells);
  if (!columns || !columns.has('name')) throw badRequest('Line 1: the header row needs a "name" column');
  const dueColumn = DUE_COLUMNS.find((c) => columns.has(c)) ?? null;
  const keyOf = rowKeys();
  const tasks: PlannedTask[] = [];
  for (const row of rows) {
    const cell = (name: string) => columns.cell(row, name);
    const name = cell('name');
    if (!name) throw rowError(row.line, 'name', 'name is required');
    const dueText = dueColumn ? cell(dueColumn) : '';
    const due = dueText ? readDate(dueText) : null;
    if (dueText && !due) throw rowError(row.line, 'due date', `"${dueText}" is not a date`);
    tasks.push({
      key: keyOf('csv', ...row.cells.map((c) => c.trim())),
      origin: `Line ${row.line}`,
      name,
      description: cell('description') || null,
      projectName: cell('project') || options.project || DEFAULT_PROJECT,
      priority: priorityOf(row, cell('priority')),
      duration: durationOf(row, cell('duration')),
      dueDate: due?.dueDate ?? null,
      dueTime: due?.dueTime ?? null,
      recurrence: due?.recurrence ?? null,
      recurFrom: due?.recurFrom ?? 'due',
      labels: [
        ...new Set(
          cell('labels')
            .split(/[,;]/)
            .map((l) => l.trim().replace(/^@/, ''))
            .filter(Boolean),
        ),
      ],
      parentKey: null,
      completed: completedOf(row, cell('completed')),
    });
  }
  return { tasks, warnings: [] };
}

/** 1 to 10, p1 to p4, or high / medium / low; empty is 5. */
function priorityOf(row: CsvRow, text: string): number {
  if (!text) return 5;
  const lower = text.toLowerCase();
  const value = /^(10|[1-9])$/.test(lower) ? Number(lower) : /^p[1-4]$/.test(lower) ? P_LEVELS[lower[1]] : BAND_WORDS[lower];
  if (value === undefined) throw rowError(row.line, 'priority', 'priority must be 1 to 10 (or p1 to p4, high, medium, low)');
  return value;
}

/** Minutes ("45"), or hours and minutes ("1h 30m"); empty is the default length. */
function durationOf(row: CsvRow, text: string): number | null {
  if (!text) return null;
  const m = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*(?:m|min)?)?$/i.exec(text);
  const minutes = m && (m[1] || m[2]) ? Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0) : NaN;
  if (!(minutes > 0)) throw rowError(row.line, 'duration', 'duration must be minutes, like 45 or 1h 30m');
  return minutes;
}

function completedOf(row: CsvRow, text: string): boolean {
  const lower = text.toLowerCase();
  if (['', 'no', 'false', '0', 'n'].includes(lower)) return false;
  if (['yes', 'true', '1', 'y', 'x', 'done', 'completed'].includes(lower)) return true;
  throw rowError(row.line, 'completed', 'completed must be yes or no');
}
