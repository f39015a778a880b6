import type { Deps, Viewer } from '../../graphql/context.js';
import { badRequest, notFound, parseInput } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { signedIn } from '../projects/service.js';
import { projectPolicy } from '../projects/policy.js';
import { labelPolicy } from '../labels/policy.js';
import { findLabelsByIds } from '../labels/repository.js';
import { savedFilterPolicy } from './policy.js';
import * as filters from './repository.js';
import {
  FILTER_MESSAGES,
  MAX_SAVED_FILTERS,
  SavedFilterInput,
  SavedFilterPatch,
  readStoredDefinition,
  taskQueryOf,
  type FilterDefinition,
} from '../../../../shared/filters/validation.js';

type SavedFilter = NonNullable<Awaited<ReturnType<typeof filters.findSavedFilter>>>;

/** A saved filter with its definition read back (older single-project, single-label ones as lists). */
export function withDefinition(row: SavedFilter) {
  const definition = readStoredDefinition(row.definition);
  return { ...row, definition, query: taskQueryOf(definition) };
}

export async function listSavedFilters(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  return filters.findSavedFilters(deps.db, savedFilterPolicy.readableWhere(viewer));
}

/** The projects and labels a definition names must be ones the viewer may read: else a 400 naming the field. Answers it as stored. */
async function checkedDefinition(deps: Deps, viewer: NonNullable<Viewer>, definition: FilterDefinition): Promise<string> {
  const projectIds = [...new Set(definition.projectIds ?? [])];
  if (projectIds.length && (await filters.countProjectsIn(deps.db, projectIds, projectPolicy.readableWhere(viewer))) !== projectIds.length) {
    throw badRequest(FILTER_MESSAGES.projectIds);
  }
  const labelIds = [...new Set(definition.labelIds ?? [])];
  if (labelIds.length && (await findLabelsByIds(deps.db, labelIds, labelPolicy.readableWhere(viewer))).length !== labelIds.length) {
    throw badRequest(FILTER_MESSAGES.labelIds);
  }
  const { projectIds: _p, labelIds: _l, ...rest } = definition;
  return JSON.stringify({ ...rest, ...(projectIds.length ? { projectIds } : {}), ...(labelIds.length ? { labelIds } : {}) });
}

export async function createSavedFilter(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const { name, definition } = parseInput(SavedFilterInput, input ?? {});
  const stored = await checkedDefinition(deps, viewer, definition);
  if ((await filters.countSavedFilters(deps.db, viewer.id)) >= MAX_SAVED_FILTERS) throw badRequest(FILTER_MESSAGES.tooMany);
  return filters.insertSavedFilter(deps.db, { name, definition: stored, userId: viewer.id });
}

/** One of the viewer's saved filters, or a 404 (a stranger's is as unknown as a missing one). */
async function ownFilter(deps: Deps, viewer: Viewer, idInput: unknown, may: (viewer: Viewer, row: SavedFilter) => boolean) {
  const id = rowIdFrom(idInput, 'SavedFilter');
  const row = id ? await filters.findSavedFilter(deps.db, id) : null;
  if (!row || !savedFilterPolicy.canRead(viewer, row) || !may(viewer, row)) throw notFound('Filter');
  return row;
}

/** Renames a saved filter and/or replaces its definition. */
export async function updateSavedFilter(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  signedIn(viewer);
  const row = await ownFilter(deps, viewer, idInput, savedFilterPolicy.canUpdate);
  const patch = parseInput(SavedFilterPatch, input ?? {});
  const definition = patch.definition ? await checkedDefinition(deps, viewer, patch.definition) : undefined;
  return filters.updateSavedFilter(deps.db, row.id, { ...(patch.name !== undefined ? { name: patch.name } : {}), ...(definition ? { definition } : {}) });
}

export async function deleteSavedFilter(deps: Deps, viewer: Viewer, idInput: unknown) {
  signedIn(viewer);
  const row = await ownFilter(deps, viewer, idInput, savedFilterPolicy.canDelete);
  await filters.deleteSavedFilter(deps.db, row.id);
  return row;
}
