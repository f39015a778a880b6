/** Saved filter writes: save the Task List's filters under a name, delete one. */
import { graphql } from 'react-relay/hooks.js';
import type { filterWritesCreateMutation } from '../../__generated__/filterWritesCreateMutation.graphql.ts';
import type { filterWritesDeleteMutation } from '../../__generated__/filterWritesDeleteMutation.graphql.ts';
import { commitAsync } from '../../relay/commitAsync.ts';
import type { FilterDefinition } from '../../../../shared/filters/validation.ts';

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

const deleteMutation = graphql`
  mutation filterWritesDeleteMutation($input: DeleteSavedFilterInput!) {
    deleteSavedFilter(input: $input) {
      deletedFilterId @deleteRecord
    }
  }
`;

/** Saves a filter (it joins the sidebar's list at the end); resolves with its row id. */
export async function createSavedFilter(name: string, definition: FilterDefinition): Promise<number> {
  const response = await commitAsync<filterWritesCreateMutation>(createMutation, { input: { name, definition } }, undefined, (store) => {
    const filter = store.getRootField('createSavedFilter')?.getLinkedRecord('filter');
    const root = store.getRoot();
    const filters = root.getLinkedRecords('savedFilters');
    if (filter && filters) root.setLinkedRecords([...filters, filter], 'savedFilters');
  });
  return response.createSavedFilter.filter.rowId;
}

export async function deleteSavedFilter(rowId: number) {
  await commitAsync<filterWritesDeleteMutation>(deleteMutation, { input: { filterId: String(rowId) } });
}
