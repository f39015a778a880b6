import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { Select, Textarea } from '../tasks/ui/controls.tsx';
import { MESSAGES } from '../../../../shared/projects/messages.ts';
import { controlCharactersError } from '../../../../shared/text/controlCharacters.ts';
import { PRIORITIES } from '../tasks/priority.ts';
import { createProject, updateProject, type ProjectFields } from './projectWrites.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the project being edited; none to create one */
  project?: ProjectFields & { id: string; inbox?: boolean };
};

const EMPTY: ProjectFields = { name: '', description: null, priority: 5 };

/** Create or edit a project: name, description and priority 1 to 10. */
export function ProjectFormDialog({ open, onOpenChange, project }: Props) {
  const [fields, setFields] = useState<ProjectFields>(project ?? EMPTY);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (open) {
      setFields(project ? { name: project.name, description: project.description, priority: project.priority } : EMPTY);
      setError(undefined);
    }
    // only when the dialog opens: a parent re-render must not reset what the user typed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = fields.name.trim();
    const problem = !name ? MESSAGES.name : controlCharactersError(name, 'Name');
    if (problem) return setError(problem);
    const clean = { ...fields, name, description: fields.description?.trim() || null };
    onOpenChange(false);
    const write = project ? updateProject(project.id, clean) : createProject(clean);
    write.then(
      () => toast({ title: project ? 'Project updated' : 'Project created', description: `"${name}" is saved.`, variant: 'success' }),
      (e: Error) => toast({ title: project ? 'Could not update the project' : 'Could not create the project', description: e.message, variant: 'destructive' }),
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={project ? 'Edit project' : 'New project'}
      description="Projects group your tasks; their priority helps rank what to do next."
    >
      <form className="grid gap-4" onSubmit={submit} aria-label={project ? 'Edit project' : 'New project'}>
        <Field label="Name" error={error}>
          {(p) => (
            <Input
              {...p}
              autoFocus={!project?.inbox}
              readOnly={project?.inbox}
              title={project?.inbox ? MESSAGES.inboxRename : undefined}
              value={fields.name}
              maxLength={200}
              onChange={(e) => setFields({ ...fields, name: e.target.value })}
              placeholder="e.g. Website relaunch"
            />
          )}
        </Field>
        <Field label="Description">
          {(p) => (
            <Textarea
              {...p}
              value={fields.description ?? ''}
              maxLength={5000}
              onChange={(e) => setFields({ ...fields, description: e.target.value })}
              placeholder="What is this project about?"
            />
          )}
        </Field>
        <Field label="Priority" hint="1 (lowest) to 10 (highest)">
          {(p) => (
            <Select {...p} value={fields.priority} onChange={(e) => setFields({ ...fields, priority: Number(e.target.value) })}>
              {PRIORITIES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit">{project ? 'Save changes' : 'Create project'}</Button>
        </div>
      </form>
    </Modal>
  );
}
