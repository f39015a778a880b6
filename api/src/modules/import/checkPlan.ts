import { badRequest } from '../../lib/errors.js';
import { normalizeRecurrence } from '../tasks/recurrence.js';
import { TaskInput } from '../../../../shared/tasks/validation.js';
import { ProjectInput } from '../../../../shared/projects/validation.js';
import { LabelInput } from '../../../../shared/labels/validation.js';
import { MAX_TASK_LABELS } from '../../../../shared/labels/messages.js';
import { MAX_IMPORT_TASKS, type ImportPlan, type PlannedTask } from './plan.js';

const DESCRIPTION_MAX = 5000;

/**
 * Every task of the file checked as the task service will check it, before anything is written: a
 * bad one is a 400 naming where it is, and the import writes nothing.
 */
export function checkPlan(plan: ImportPlan) {
  if (plan.tasks.length === 0) throw badRequest('The file holds no tasks');
  if (plan.tasks.length > MAX_IMPORT_TASKS) throw badRequest(`The file holds ${plan.tasks.length} tasks: an import takes at most ${MAX_IMPORT_TASKS}`);
  for (const task of plan.tasks) {
    if (task.description && task.description.length > DESCRIPTION_MAX) {
      task.description = task.description.slice(0, DESCRIPTION_MAX);
      plan.warnings.push(`${task.origin}: the description is cut to ${DESCRIPTION_MAX} characters`);
    }
    const fields = TaskInput.safeParse({
      name: task.name,
      description: task.description,
      priority: task.priority,
      duration: task.duration ?? 25,
      projectId: 1,
      dueDate: task.dueDate,
      dueTime: task.dueTime,
    });
    if (!fields.success) throw at(task, fields.error.issues[0].message);
    if (task.recurrence) {
      try {
        task.recurrence = normalizeRecurrence(task.recurrence);
      } catch (err) {
        throw at(task, `recurrence: ${(err as Error).message}`);
      }
    }
    const project = ProjectInput.safeParse({ name: task.projectName, priority: 5 });
    if (!project.success) throw at(task, `project: ${project.error.issues[0].message}`);
    task.projectName = project.data.name;
    if (task.labels.length > MAX_TASK_LABELS) throw at(task, `at most ${MAX_TASK_LABELS} labels per task`);
    task.labels = task.labels.map((name) => {
      const label = LabelInput.safeParse({ name });
      if (!label.success) throw at(task, `label "${name}": ${label.error.issues[0].message}`);
      return label.data.name;
    });
  }
}

const at = (task: PlannedTask, message: string) => badRequest(`${task.origin}: ${message}`);

/**
 * The tasks with each parent before its subtasks, the first of a repeated key only. A parent the file
 * does not hold (nor an earlier import, `known`) is dropped with a warning; a subtask goes to its
 * parent's project.
 */
export function parentsFirst(plan: ImportPlan, known: (key: string) => boolean): PlannedTask[] {
  const byKey = new Map<string, PlannedTask>();
  for (const task of plan.tasks) if (!byKey.has(task.key)) byKey.set(task.key, task);
  const ordered: PlannedTask[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (task: PlannedTask) => {
    if (state.get(task.key) === 'done') return;
    state.set(task.key, 'visiting');
    const parent = task.parentKey ? byKey.get(task.parentKey) : undefined;
    if (parent && state.get(parent.key) === 'visiting')
      task.parentKey = null; // a loop: the file is inconsistent
    else if (parent) {
      visit(parent);
      task.projectName = parent.projectName;
    } else if (task.parentKey && !known(task.parentKey)) {
      plan.warnings.push(`${task.origin}: its parent task is not in the file, so it is imported as a task of its own`);
      task.parentKey = null;
    }
    state.set(task.key, 'done');
    ordered.push(task);
  };
  for (const task of byKey.values()) visit(task);
  return ordered;
}
