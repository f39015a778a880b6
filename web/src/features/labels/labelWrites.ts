/** Label writes: create, rename or recolour, delete, and a task's labels. */
import { graphql } from 'react-relay/hooks.js';
import type { labelWritesCreateMutation } from '../../__generated__/labelWritesCreateMutation.graphql.ts';
import type { labelWritesUpdateMutation } from '../../__generated__/labelWritesUpdateMutation.graphql.ts';
import type { labelWritesDeleteMutation } from '../../__generated__/labelWritesDeleteMutation.graphql.ts';
import type { labelWritesTaskLabelsMutation } from '../../__generated__/labelWritesTaskLabelsMutation.graphql.ts';
import { commitAsync } from '../../relay/commitAsync.ts';
import { globalId, taskGlobalId } from '../tasks/globalIds.ts';
// OFFLINE LAYER: offline, or with no answer, a task's labels change locally and the edit is queued like any task edit
import { onlineOrQueued, queueUpdate } from '../../offline/offlineTaskWrites.ts';
import { queueLabelCreate, queueLabelDelete, queueLabelUpdate } from '../../offline/labelQueue.ts';
import { applyLocalOverlay } from '../../offline/relayBridge.ts';
import { removeLabel, taskRecordIds } from '../../offline/labelOverlay.ts';
import { rememberDeletedLabel } from '../../offline/labelIds.ts';
import { commitLocalUpdate } from 'react-relay/hooks.js';
import { getEnvironment } from '../../relay/currentEnvironment.ts';

const createMutation = graphql`
  mutation labelWritesCreateMutation($input: CreateLabelInput!) {
    createLabel(input: $input) {
      label {
        id
        rowId
        name
        color
      }
    }
  }
`;

const updateMutation = graphql`
  mutation labelWritesUpdateMutation($input: UpdateLabelInput!) {
    updateLabel(input: $input) {
      label {
        id
        name
        color
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation labelWritesDeleteMutation($input: DeleteLabelInput!) {
    deleteLabel(input: $input) {
      deletedLabelId @deleteRecord
    }
  }
`;

const taskLabelsMutation = graphql`
  mutation labelWritesTaskLabelsMutation($input: UpdateTaskInput!) {
    updateTask(input: $input) {
      task {
        id
        labels {
          id
          rowId
          name
          color
        }
      }
    }
  }
`;

/** The viewer's labels as the screens have them (those made offline too): what an offline write is checked against. */
function knownLabels(): Array<{ rowId: number; name: string }> {
  const source = getEnvironment().getStore().getSource();
  const refs = (source.get('client:root')?.labels as { __refs?: string[] } | undefined)?.__refs ?? [];
  return refs.flatMap((id) => {
    const label = source.get(id);
    return label ? [{ rowId: Number(label.rowId), name: String(label.name ?? '') }] : [];
  });
}

/**
 * Creates a label and adds it to the viewer's labels, kept by name. Offline (or with no answer) it is
 * queued and shown at once with a temporary negative rowId, which tasks may carry until it replays.
 */
export async function createLabel(name: string, color: string): Promise<void> {
  return onlineOrQueued(
    () => createLabelOnline(name, color),
    async () => {
      await queueLabelCreate(name, color, knownLabels());
      await applyLocalOverlay();
    },
  ); // OFFLINE LAYER
}

async function createLabelOnline(name: string, color: string) {
  await commitAsync<labelWritesCreateMutation>(createMutation, { input: { name, color } }, undefined, (store) => {
    const label = store.getRootField('createLabel')?.getLinkedRecord('label');
    const root = store.getRoot();
    const labels = root.getLinkedRecords('labels');
    if (!label || !labels) return;
    const byName = [...labels.filter((l) => l && l.getDataID() !== label.getDataID()), label].sort((a, b) =>
      String(a?.getValue('name')).localeCompare(String(b?.getValue('name'))),
    );
    root.setLinkedRecords(byName, 'labels');
  });
}

export async function updateLabel(rowId: number, patch: { name?: string; color?: string }): Promise<void> {
  return onlineOrQueued(
    async () => void (await commitAsync<labelWritesUpdateMutation>(updateMutation, { input: { labelId: String(rowId), ...patch } })),
    async () => {
      await queueLabelUpdate(rowId, patch, knownLabels());
      await applyLocalOverlay();
    },
    rowId,
  ); // OFFLINE LAYER
}

/** Deletes the label: it leaves the list and every task it was on, on every screen, at once. */
export async function deleteLabel(rowId: number): Promise<void> {
  return onlineOrQueued(
    async () => {
      const taskIds = taskRecordIds(getEnvironment().getStore().getSource());
      const remove = (store: Parameters<typeof removeLabel>[0]) => removeLabel(store, rowId, taskIds);
      await commitAsync<labelWritesDeleteMutation>(deleteMutation, { input: { labelId: String(rowId) } }, remove, remove);
      rememberDeletedLabel(rowId);
    },
    async () => {
      await queueLabelDelete(rowId, knownLabels().find((l) => l.rowId === rowId)?.name ?? '');
      const taskIds = taskRecordIds(getEnvironment().getStore().getSource());
      commitLocalUpdate(getEnvironment(), (store) => removeLabel(store, rowId, taskIds));
    },
    rowId,
  ); // OFFLINE LAYER
}

/** Replaces the task's labels with these. */
export async function setTaskLabels(taskRowId: number, labelRowIds: number[]): Promise<void> {
  return onlineOrQueued(
    () => setTaskLabelsOnline(taskRowId, labelRowIds),
    () => queueUpdate(taskRowId, { labels: labelRowIds }),
    labelRowIds.some((id) => id < 0) ? -1 : taskRowId, // a label made offline still to replay: queued after it
  ); // OFFLINE LAYER
}

async function setTaskLabelsOnline(taskRowId: number, labelRowIds: number[]) {
  const id = taskGlobalId(taskRowId);
  await commitAsync<labelWritesTaskLabelsMutation>(taskLabelsMutation, { input: { id, labels: labelRowIds.map(String) } }, (store) => {
    // shown at once: the labels are in the store already (the picker lists them)
    const task = store.get(id);
    const labels = labelRowIds.map((rowId) => store.get(globalId('Label', rowId)) ?? null);
    if (task && labels.every(Boolean)) task.setLinkedRecords(labels, 'labels');
  });
}
