import { Field } from '../../components/ui/Field.tsx';
import { taskTargets } from '../members/viewOnly.ts';
import { Input } from '../../components/ui/Input.tsx';
import { MESSAGES } from '../../../../shared/projects/messages.ts';
import { TASK_MESSAGES } from '../../../../shared/tasks/messages.ts';
import { RECURRENCE_MESSAGES } from '../../../../shared/tasks/recurrenceMessages.ts';
import { priorityBand } from '../../../../shared/tasks/priority.ts';
import { controlCharactersError } from '../../../../shared/text/controlCharacters.ts';
import { BAND_NAMES, PRIORITIES } from './priority.ts';
import { RepeatFields } from './RepeatFields.tsx';
import { endCount, repeatOf, ruleOf, type Repeat } from './repeatRule.ts';
import { Select, Textarea } from './ui/controls.tsx';

export type ProjectOption = { rowId: number; name: string; viewerRole?: string | null };

export type TaskDraft = {
  name: string;
  description: string;
  priority: number;
  duration: number;
  projectRowId: number;
  /** yyyy-MM-dd or '' */
  due: string;
  /** HH:MM or '' (all day) */
  dueTime: string;
  /** yyyy-MM-dd or '' */
  planned: string;
  repeat: Repeat;
  recurFrom: 'due' | 'completion';
};

/** The draft fields of a task's deadline, planned day and repeat, from what the server answered. */
export function deadlineDraft(task: {
  dueDate?: string | null;
  dueTime?: string | null;
  plannedDate?: string | null;
  recurrence?: string | null;
  recurFrom?: string | null;
}): Pick<TaskDraft, 'due' | 'dueTime' | 'planned' | 'repeat' | 'recurFrom'> {
  return {
    due: task.dueDate ? task.dueDate.slice(0, 10) : '',
    dueTime: task.dueTime ?? '',
    planned: task.plannedDate ? task.plannedDate.slice(0, 10) : '',
    repeat: repeatOf(task.recurrence),
    recurFrom: task.recurFrom === 'completion' ? 'completion' : 'due',
  };
}

/** What the form can flag: a field, or the end of the repeat. */
export type DraftErrors = Partial<Record<keyof TaskDraft | 'repeatEnd', string>>;

export function validateDraft(d: TaskDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = d.name.trim();
  errors.name = !name ? MESSAGES.name : controlCharactersError(name, 'Name');
  if (!errors.name) delete errors.name;
  if (!Number.isInteger(d.duration) || d.duration < 1) errors.duration = TASK_MESSAGES.duration;
  if (!d.projectRowId) errors.projectRowId = TASK_MESSAGES.project;
  if (d.dueTime && !d.due) errors.dueTime = TASK_MESSAGES.dueTimeWithoutDate;
  if (ruleOf(d.repeat) && !d.due) errors.repeat = 'A repeating task needs a due date';
  else if (d.repeat.kind === 'custom' && !ruleOf(d.repeat)) errors.repeat = 'Write the rule, e.g. FREQ=DAILY;INTERVAL=2';
  const preset = d.repeat.kind !== 'none' && d.repeat.kind !== 'custom';
  if (preset && d.repeat.ends === 'on' && !d.repeat.until) errors.repeatEnd = 'Choose the last day';
  else if (preset && d.repeat.ends === 'on' && d.due && d.repeat.until! < d.due) errors.repeatEnd = RECURRENCE_MESSAGES.untilBeforeDue;
  else if (preset && d.repeat.ends === 'after' && !endCount(d.repeat)) errors.repeatEnd = 'Enter how many times, 1 or more';
  return errors;
}

type Props = {
  draft: TaskDraft;
  onChange: (next: TaskDraft) => void;
  projects: readonly ProjectOption[];
  errors?: DraftErrors;
};

/** The editable fields of a task, shared by the edit dialog and the detail screen. */
export function TaskFields({ draft, onChange, projects, errors = {} }: Props) {
  const set = <K extends keyof TaskDraft>(key: K, value: TaskDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <div className="grid gap-4">
      <Field label="Name" error={errors.name}>
        {(p) => <Input {...p} value={draft.name} maxLength={200} onChange={(e) => set('name', e.target.value)} />}
      </Field>
      <Field label="Description">
        {(p) => <Textarea {...p} value={draft.description} maxLength={5000} placeholder="Add details" onChange={(e) => set('description', e.target.value)} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Project" error={errors.projectRowId}>
          {(p) => (
            <Select {...p} value={draft.projectRowId || ''} onChange={(e) => set('projectRowId', Number(e.target.value))}>
              {!draft.projectRowId && <option value="">Choose a project</option>}
              {taskTargets(projects, draft.projectRowId).map((project) => (
                <option key={project.rowId} value={project.rowId}>
                  {project.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Priority">
          {(p) => (
            <Select {...p} value={draft.priority} onChange={(e) => set('priority', Number(e.target.value))}>
              {PRIORITIES.map((n) => (
                <option key={n} value={n}>
                  {n} · {BAND_NAMES[priorityBand(n)]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Duration (minutes)" error={errors.duration}>
          {(p) => <Input {...p} type="number" min={1} value={draft.duration || ''} onChange={(e) => set('duration', Math.round(Number(e.target.value)))} />}
        </Field>
        <Field label="Planned for" hint="The day you mean to work on it">
          {(p) => <Input {...p} type="date" value={draft.planned} onChange={(e) => set('planned', e.target.value)} />}
        </Field>
        <div className="grid grid-cols-[1fr_8rem] gap-2">
          <Field label="Due date">
            {(p) => (
              <Input
                {...p}
                type="date"
                value={draft.due}
                onChange={(e) => onChange({ ...draft, due: e.target.value, ...(e.target.value ? {} : { dueTime: '' }) })}
              />
            )}
          </Field>
          <Field label="Time" error={errors.dueTime}>
            {(p) => <Input {...p} type="time" value={draft.dueTime} disabled={!draft.due} onChange={(e) => set('dueTime', e.target.value)} />}
          </Field>
        </div>
        <RepeatFields
          repeat={draft.repeat}
          recurFrom={draft.recurFrom}
          error={errors.repeat}
          endError={errors.repeatEnd}
          onChange={(repeat, recurFrom) => onChange({ ...draft, repeat, recurFrom })}
        />
      </div>
    </div>
  );
}

/** Only what changed between the saved task and the draft (so an untouched field stays as it is). */
export function draftPatch(saved: TaskDraft, draft: TaskDraft, fromDate: (day: string) => string | null) {
  const patch: {
    name?: string;
    description?: string | null;
    priority?: number;
    duration?: number;
    projectRowId?: number;
    dueDate?: string | null;
    dueTime?: string | null;
    plannedDate?: string | null;
    recurrence?: string | null;
    recurFrom?: 'due' | 'completion';
  } = {};
  if (draft.name.trim() !== saved.name) patch.name = draft.name.trim();
  if (draft.description.trim() !== saved.description.trim()) patch.description = draft.description.trim() || null;
  if (draft.priority !== saved.priority) patch.priority = draft.priority;
  if (draft.duration !== saved.duration) patch.duration = draft.duration;
  if (draft.projectRowId !== saved.projectRowId) patch.projectRowId = draft.projectRowId;
  if (draft.due !== saved.due) patch.dueDate = fromDate(draft.due);
  if (draft.dueTime !== saved.dueTime) patch.dueTime = draft.dueTime || null;
  if (draft.planned !== saved.planned) patch.plannedDate = fromDate(draft.planned);
  const rule = ruleOf(draft.repeat);
  if (rule !== ruleOf(saved.repeat)) patch.recurrence = rule || null;
  if (draft.recurFrom !== saved.recurFrom) patch.recurFrom = draft.recurFrom;
  return patch;
}
