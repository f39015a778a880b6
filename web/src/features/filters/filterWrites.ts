/** Saved filter writes: save the Task List's filters under a name, edit one, delete one. */
import { graphql } from 'react-relay/hooks.js';
import type { filterWritesCreateMutation } from '../../__generated__/filterWritesCreateMutation.graphql.ts';
import type { filterWritesUpdateMutation } from '../../__generated__/filterWritesUpdateMutation.graphql.ts';
import type { filterWritesDeleteMutation } from '../../__generated__/filterWritesDeleteMutation.graphql.ts';
import { commitAsync } from '../../relay/commitAsync.ts';
import type { FilterDefinition } from '../../../../shared/filters/validation.ts';
import { serverLabelIds } from '../../offline/labelIds.ts';
import { isOnline } from '../../offline/connectivity.ts';
import { syncNow } from '../../offline/sync.ts';

const LABEL_NOT_SYNCED = 'A label made offline is not on the server yet: save the filter once it has synced';

/**
 * A label made offline is saved under its server id once it has synced (the server could not read
 * its temporary one): online, a sync that has not run yet runs first.
 */
async function withServerLabels(definition: FilterDefinition): Promise<FilterDefinition> {
  if (!definition.labelIds?.some((id) => id < 0)) return definition;
  if (isOnline() && serverLabelIds(definition.labelIds).some((id) => id < 0)) await syncNow();
  const labelIds = serverLabelIds(definition.labelIds);
  if (labelIds.some((id) => id < 0)) throw new Error(LABEL_NOT_SYNCED);
  return { ...definition, labelIds };
}

const createMutation = graphql`
  mutation filterWritesCreateMutation($input: CreateSavedFilterInput!) {
    createSavedFilter(input: $input) {
      filter {
        id
        rowId
        name
        definition
      }
    }
  }
`;

const updateMutation = graphql`
  mutation filterWritesUpdateMutation($input: UpdateSavedFilterInput!) {
    updateSavedFilter(input: $input) {
      filter {
        id
        rowId
        name
        definition
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation filterWritesDeleteMutation($input: DeleteSavedFilterInput!) {
    deleteSavedFilter(input: $input) {
      deletedFilterId @deleteRecord
    }
  }
`;

/** Saves a filter (it joins the sidebar's list at the end); resolves with its row id. */
export async function createSavedFilter(name: string, definition: FilterDefinition): Promise<number> {
  const response = await commitAsync<filterWritesCreateMutation>(
    createMutation,
    { input: { name, definition: await withServerLabels(definition) } },
    undefined,
    (store) => {
      const filter = store.getRootField('createSavedFilter')?.getLinkedRecord('filter');
      const root = store.getRoot();
      const filters = root.getLinkedRecords('savedFilters');
      if (filter && filters) root.setLinkedRecords([...filters, filter], 'savedFilters');
    },
  );
  return response.createSavedFilter.filter.rowId;
}

/** Renames a saved filter and replaces its criteria; resolves with its definition as the server keeps it. */
export async function updateSavedFilter(rowId: number, name: string, definition: FilterDefinition): Promise<unknown> {
  const response = await commitAsync<filterWritesUpdateMutation>(updateMutation, {
    input: { filterId: String(rowId), name, definition: await withServerLabels(definition) },
  });
  return response.updateSavedFilter.filter.definition;
}

export async function deleteSavedFilter(rowId: number) {
  await commitAsync<filterWritesDeleteMutation>(deleteMutation, { input: { filterId: String(rowId) } });
}
