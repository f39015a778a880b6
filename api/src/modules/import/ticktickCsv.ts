import { badRequest } from '../../lib/errors.js';
import { isRecurrence } from '../tasks/recurrence.js';
import { columnsOf, readCsv, rowError } from './csvRows.js';
import { instantDue, type DueFields } from './dueText.js';
import { rowKeys, type ImportPlan, type ParseOptions, type PlannedTask } from './plan.js';

export const TICKTICK_DEFAULT_PROJECT = 'TickTick';

/** TickTick's 0 (none), 1 (low), 3 (medium) and 5 (high) on Streamline's 1 to 10. */
export const TICKTICK_PRIORITY: Record<string, number> = { '': 1, '0': 1, '1': 3, '3': 5, '5': 8 };

/**
 * TickTick's CSV backup: a few lines about the file, then a header row starting "Folder Name", then
 * one row per task. List Name is the project, Tags the labels, Status 1 or 2 completed, parentId the
 * parent's taskId, Repeat an RRULE.
 */
export function parseTickTickCsv(text: string, options: ParseOptions): ImportPlan {
  const rows = readCsv(text);
  const headerAt = rows.findIndex((r) => r.cells.some((c) => c.trim() === 'List Name') && r.cells.some((c) => c.trim() === 'Title'));
  if (headerAt < 0) throw badRequest('The file is not a TickTick backup: it has no header row with "List Name" and "Title"');
  const columns = columnsOf(rows[headerAt].cells);
  const keyOf = rowKeys();
  const warnings: string[] = [];
  const tasks: PlannedTask[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    const cell = (name: string) => columns.cell(row, name);
    const name = cell('Title');
    if (!name) throw rowError(row.line, 'Title', 'a task needs a title');
    const priority = TICKTICK_PRIORITY[cell('Priority')];
    if (priority === undefined) throw rowError(row.line, 'Priority', 'Priority must be 0, 1, 3 or 5');
    const status = cell('Status') || '0';
    if (!/^-?\d+$/.test(status)) throw rowError(row.line, 'Status', 'Status must be a number (0 open, 1 or 2 completed)');
    const projectName = cell('List Name') || options.project || TICKTICK_DEFAULT_PROJECT;
    const due = dueOf(cell('Due Date') || cell('Start Date'), cell('Is All Day'), cell('Timezone'), options.timeZone);
    if ((cell('Due Date') || cell('Start Date')) && !due) throw rowError(row.line, cell('Due Date') ? 'Due Date' : 'Start Date', 'not a date');
    let recurrence: string | null = cell('Repeat').replace(/^RRULE:/i, '') || null;
    if (recurrence && (!due || !isRecurrence(recurrence))) {
      warnings.push(`Line ${row.line}: the repeat "${cell('Repeat')}" is ${due ? 'not a rule Streamline reads' : 'without a date'} and is left out`);
      recurrence = null;
    }
    const taskId = cell('taskId');
    const parentId = cell('parentId');
    tasks.push({
      key: taskId ? `ticktick:${taskId}` : keyOf('ticktick-row', projectName, name, cell('Content')),
      origin: `Line ${row.line}`,
      name,
      description: cell('Content') || null,
      projectName,
      priority,
      duration: null,
      dueDate: due?.dueDate ?? null,
      dueTime: due?.dueTime ?? null,
      recurrence,
      recurFrom: 'due',
      labels: [
        ...new Set(
          cell('Tags')
            .split(/[,;]/)
            .map((t) => t.trim().replace(/^#/, ''))
            .filter(Boolean),
        ),
      ],
      parentKey: parentId ? `ticktick:${parentId}` : null,
      completed: Number(status) === 1 || Number(status) === 2,
    });
  }
  return { tasks, warnings };
}

/** "2024-03-15T10:00:00+0000": an all-day task's day is the one in its own time zone, else the viewer's wall clock. */
function dueOf(text: string, allDay: string, zone: string, timeZone: string): DueFields | null {
  if (!text) return null;
  const iso = text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const allDayTask = allDay.toLowerCase() === 'true';
  const due = instantDue(/[zZ]|[+-]\d{2}:\d{2}$/.test(iso) ? iso : `${iso}Z`, allDayTask ? (validZone(zone) ?? timeZone) : timeZone);
  return due && allDayTask ? { ...due, dueTime: null } : due;
}

function validZone(zone: string): string | null {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone || null;
  } catch {
    return null;
  }
}
