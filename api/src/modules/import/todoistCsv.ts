import { badRequest } from '../../lib/errors.js';
import { P_LEVELS } from '../../../../shared/tasks/quickAddTokens.js';
import { columnsOf, readCsv, rowError } from './csvRows.js';
import { durationMinutes, splitLabels, type DateReader } from './dueText.js';
import { rowKeys, type ImportPlan, type ParseOptions, type PlannedTask } from './plan.js';

export const TODOIST_DEFAULT_PROJECT = 'Todoist';

/**
 * Todoist's CSV export of one project: rows of TYPE task, section or note. A section's name becomes a
 * label of the tasks under it, a note is added to the description of the task above, INDENT 2+ makes
 * a subtask of the nearest task one level up.
 */
export function parseTodoistCsv(text: string, options: ParseOptions, readDate: DateReader): ImportPlan {
  const [header, ...rows] = readCsv(text);
  const columns = header && columnsOf(header.cells);
  if (!columns || !columns.has('TYPE') || !columns.has('CONTENT'))
    throw badRequest('The file is not a Todoist CSV export: its first line needs the columns TYPE and CONTENT');
  const projectName = options.project ?? TODOIST_DEFAULT_PROJECT;
  const keyOf = rowKeys();
  const tasks: PlannedTask[] = [];
  const warnings: string[] = [];
  /** the key of the last task at each indent level */
  const stack: string[] = [];
  let section: string | null = null;
  for (const row of rows) {
    const type = columns.cell(row, 'TYPE').toLowerCase();
    const content = columns.cell(row, 'CONTENT');
    if (type === 'section') {
      section = content || null;
      stack.length = 0;
      continue;
    }
    if (type === 'note') {
      const last = tasks.at(-1);
      if (last && content) last.description = last.description ? `${last.description}\n\n${content}` : content;
      continue;
    }
    if (type !== 'task') continue;
    const { name, labels } = splitLabels(content);
    if (!name) throw rowError(row.line, 'CONTENT', 'a task needs a name');
    if (section && !labels.some((l) => l.toLowerCase() === section!.toLowerCase())) labels.push(section);
    const indentText = columns.cell(row, 'INDENT') || '1';
    const indent = Number(indentText);
    if (!Number.isInteger(indent) || indent < 1) throw rowError(row.line, 'INDENT', 'INDENT must be 1 or more');
    const parentKey = indent > 1 ? (stack.slice(0, indent - 1).findLast(Boolean) ?? null) : null;
    const priorityText = columns.cell(row, 'PRIORITY') || '4';
    const priority = P_LEVELS[priorityText];
    if (priority === undefined) throw rowError(row.line, 'PRIORITY', 'PRIORITY must be 1 (p1, the highest) to 4');
    const dateText = columns.cell(row, 'DATE');
    const due = dateText ? readDate(dateText) : null;
    if (dateText && !due) warnings.push(`Line ${row.line}: the date "${dateText}" was not understood and is left out`);
    const key = keyOf('todoist-csv', projectName, parentKey, content);
    tasks.push({
      key,
      origin: `Line ${row.line}`,
      name,
      description: columns.cell(row, 'DESCRIPTION') || null,
      projectName,
      priority,
      duration: durationMinutes(columns.cell(row, 'DURATION'), columns.cell(row, 'DURATION_UNIT')),
      dueDate: due?.dueDate ?? null,
      dueTime: due?.dueTime ?? null,
      recurrence: due?.recurrence ?? null,
      recurFrom: due?.recurFrom ?? 'due',
      labels,
      parentKey,
      completed: false,
    });
    stack.length = indent - 1;
    stack[indent - 1] = key;
  }
  return { tasks, warnings };
}
