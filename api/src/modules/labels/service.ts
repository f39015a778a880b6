import type { Deps, Viewer } from '../../graphql/context.js';
import { badRequest, conflict, forbidden, notFound, parseInput } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { constraintOf } from '../../db/constraints.js';
import type { Tx } from '../../db/client.js';
import { signedIn } from '../projects/service.js';
import { publishTaskChange, publishTaskChangeTo } from '../tasks/events.js';
import { taskPolicy } from '../tasks/policy.js';
import { findTask } from '../tasks/repository.js';
import { labelPolicy } from './policy.js';
import * as labels from './repository.js';
import { LabelInput, LabelUpdateInput, labelNameKey, taskLabelsSchema } from '../../../../shared/labels/validation.js';
import { LABEL_MESSAGES, MAX_LABELS, MAX_TASK_LABELS } from '../../../../shared/labels/messages.js';

type Label = NonNullable<Awaited<ReturnType<typeof labels.findLabel>>>;
type LabelQuery = Parameters<typeof labels.findLabels>[2];

/** The labels the viewer may read, by name (`query`: what Pothos selects). */
export async function listLabels(deps: Deps, viewer: Viewer, query: LabelQuery = {}) {
  signedIn(viewer);
  return labels.findLabels(deps.db, labelPolicy.readableWhere(viewer), query);
}

/** The viewer's labels whose name contains `text` (any case): what search lists. */
export async function searchLabels(deps: Deps, viewer: Viewer, text: string, take = 20) {
  signedIn(viewer);
  if (!text.trim()) return [];
  return labels.findLabelsMatching(deps.db, labelPolicy.readableWhere(viewer), text, take);
}

/** A label the viewer may read (and, with `may`, change that way), or 404 for a stranger's or unknown id. */
export async function ownLabel(deps: Deps, viewer: Viewer, idInput: unknown, may: (viewer: Viewer, label: Label) => boolean = labelPolicy.canRead) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'Label');
  const label = id ? await labels.findLabel(deps.db, id) : null;
  if (!label || !labelPolicy.canRead(viewer, label) || !may(viewer, label)) throw notFound('Label');
  return label;
}

/** A taken name (any case) is a 409 naming `name`. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (constraintOf(err) === 'unique') throw conflict(LABEL_MESSAGES.taken);
    throw err;
  }
}

export async function createLabel(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const { name, color } = parseInput(LabelInput, input ?? {});
  if ((await labels.countLabels(deps.db, viewer.id)) >= MAX_LABELS) throw badRequest(LABEL_MESSAGES.tooMany);
  return uniqueName(() => labels.insertLabel(deps.db, { name, nameKey: labelNameKey(name), color, userId: viewer.id }));
}

export async function updateLabel(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  const label = await ownLabel(deps, viewer, idInput, labelPolicy.canUpdate);
  const { name, color } = parseInput(LabelUpdateInput, input ?? {});
  return uniqueName(() =>
    labels.updateLabel(deps.db, label.id, { ...(name !== undefined ? { name, nameKey: labelNameKey(name) } : {}), ...(color ? { color } : {}) }),
  );
}

/** Deletes the label: it comes off every task, and those tasks' viewers hear that they changed. */
export async function deleteLabel(deps: Deps, viewer: Viewer, idInput: unknown) {
  const label = await ownLabel(deps, viewer, idInput, labelPolicy.canDelete);
  for (const task of await labels.deleteLabel(deps.db, label.id)) await publishTaskChange(deps, task.projectId, 'updated', task.id);
  return label;
}

/**
 * A task's `labels` as sent, checked: label ids the viewer may put on a task, without repeats. An
 * unknown or a stranger's id is a 400 naming `labels` (never whose it is). Undefined when not sent.
 */
export async function taskLabelIds(db: Deps['db'] | Tx, viewer: NonNullable<Viewer>, input: unknown): Promise<number[] | undefined> {
  if (input === undefined) return undefined;
  const sent = parseInput(taskLabelsSchema, input ?? []);
  const ids = [...new Set(sent.map((v) => rowIdFrom(v, 'Label')))];
  if (ids.includes(null)) throw badRequest(LABEL_MESSAGES.taskLabels);
  const found = await labels.findLabelsByIds(db, ids as number[], labelPolicy.readableWhere(viewer));
  if (found.length !== ids.length || !found.every((l) => labelPolicy.canUse(viewer, l))) throw badRequest(LABEL_MESSAGES.taskLabels);
  return ids as number[];
}

/**
 * The viewer's labels with these names (any case), in the order named, each once. With `create`, a
 * name they have no label for becomes a new label (checked as `createLabel` checks it); without, it
 * is answered in `missing`.
 */
export async function labelsNamed(deps: Deps, viewer: Viewer, names: string[], { create = false } = {}) {
  signedIn(viewer);
  const wanted = [...new Map(names.map((n) => [labelNameKey(n), n.trim()])).entries()].filter(([key]) => key);
  const found = new Map(
    (
      await labels.findLabelsByKeys(
        deps.db,
        wanted.map(([key]) => key),
        labelPolicy.readableWhere(viewer),
      )
    ).map((l) => [l.nameKey, l]),
  );
  const result: Label[] = [];
  const missing: string[] = [];
  const made: Label[] = [];
  for (const [key, name] of wanted) {
    let label = found.get(key);
    if (!label && create) {
      label = await createLabel(deps, viewer, { name });
      made.push(label);
    }
    if (label) result.push(label);
    else missing.push(name);
  }
  return { labels: result, missing, made };
}

/**
 * Puts the viewer's labels on a task and takes others of theirs off, leaving the rest as they are.
 * Labels are their owner's way of sorting what they read, so any member of the task's project may
 * (`taskPolicy.canLabel`, a viewer too); the task row stays as it was and only the viewer's own
 * sessions hear of it. Answers the task and the viewer's label ids on it before and after.
 */
export async function changeTaskLabels(deps: Deps, viewer: Viewer, taskIdInput: unknown, change: { add?: number[]; remove?: number[] }) {
  signedIn(viewer);
  const id = rowIdFrom(taskIdInput, 'Task');
  const task = id ? await findTask(deps.db, id) : null;
  if (!task || !taskPolicy.canRead(viewer, task)) throw notFound('Task');
  if (!taskPolicy.canLabel(viewer, task)) throw forbidden();
  const add = (await taskLabelIds(deps.db, viewer, change.add ?? [])) ?? [];
  const remove = (await taskLabelIds(deps.db, viewer, change.remove ?? [])) ?? [];
  const scope = labelPolicy.readableWhere(viewer);
  const before = (await labels.labelsOfTask(deps.db, task.id, scope)).map((l) => l.id);
  const after = [...before.filter((l) => !remove.includes(l)), ...add.filter((l) => !before.includes(l) && !remove.includes(l))];
  if (after.length > MAX_TASK_LABELS && after.length > before.length) throw badRequest(`labels: at most ${MAX_TASK_LABELS} per task`);
  await deps.db.$transaction(async (tx) => {
    await labels.removeTaskLabels(tx, task.id, remove, scope);
    await labels.addTaskLabels(
      tx,
      task.id,
      add.filter((l) => !remove.includes(l)),
    );
  });
  publishTaskChangeTo(deps, [viewer.id], 'updated', task.id);
  return { task, before, after };
}

/** The ids of the tasks the viewer may read that carry this label of theirs (404 for a stranger's label). */
export async function taskIdsLabelled(deps: Deps, viewer: Viewer, labelIdInput: unknown) {
  const label = await ownLabel(deps, viewer, labelIdInput);
  return labels.taskIdsWithLabel(deps.db, label.id, taskPolicy.readableWhere(viewer));
}
