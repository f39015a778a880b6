import { describeActivity } from '../../../../shared/activity/describe.js';
import { presentPerson, type PersonRow } from '../users/Person.js';

type ActivityRow = {
  id: number;
  taskId: number | null;
  projectId: number;
  kind: string;
  field: string | null;
  fromValue: string | null;
  toValue: string | null;
  taskName: string | null;
  createdAt: Date;
  actor: PersonRow;
};

/** A line of history as REST answers it, with the sentence the web shows ("Alice changed priority from 3 to 5"). */
export function presentActivity(a: ActivityRow, withTask = false) {
  return {
    id: a.id,
    taskId: a.taskId,
    projectId: a.projectId,
    actor: presentPerson(a.actor),
    kind: a.kind,
    field: a.field,
    fromValue: a.fromValue,
    toValue: a.toValue,
    taskName: a.taskName,
    summary: `${a.actor.name || a.actor.username} ${describeActivity(a, withTask)}`,
    createdAt: a.createdAt,
  };
}
