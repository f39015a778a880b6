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

/** Creates a label and adds it to the viewer's labels, kept by name. */
export async function createLabel(name: string, color: string) {
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

export async function updateLabel(rowId: number, patch: { name?: string; color?: string }) {
  await commitAsync<labelWritesUpdateMutation>(updateMutation, { input: { labelId: String(rowId), ...patch } });
}

/** Deletes the label: it leaves the list and every task it was on. */
export async function deleteLabel(rowId: number) {
  await commitAsync<labelWritesDeleteMutation>(deleteMutation, { input: { labelId: String(rowId) } });
}

/** Replaces the task's labels with these. */
export async function setTaskLabels(taskRowId: number, labelRowIds: number[]): Promise<void> {
  return onlineOrQueued(
    () => setTaskLabelsOnline(taskRowId, labelRowIds),
    () => queueUpdate(taskRowId, { labels: labelRowIds }),
    taskRowId,
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
