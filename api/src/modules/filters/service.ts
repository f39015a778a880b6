import type { Deps, Viewer } from '../../graphql/context.js';
import { badRequest, notFound, parseInput } from '../../lib/errors.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { signedIn } from '../projects/service.js';
import { projectPolicy } from '../projects/policy.js';
import { labelPolicy } from '../labels/policy.js';
import { findLabelsByIds } from '../labels/repository.js';
import { savedFilterPolicy } from './policy.js';
import * as filters from './repository.js';
import { FILTER_MESSAGES, FilterDefinition, MAX_SAVED_FILTERS, SavedFilterInput, taskQueryOf } from '../../../../shared/filters/validation.js';

type SavedFilter = NonNullable<Awaited<ReturnType<typeof filters.findSavedFilter>>>;

/** A saved filter with its definition read back (a stored one that no longer parses reads as empty). */
export function withDefinition(row: SavedFilter) {
  let definition: FilterDefinition = {};
  try {
    const parsed = FilterDefinition.safeParse(JSON.parse(row.definition));
    if (parsed.success) definition = parsed.data;
  } catch {
    // an unreadable definition filters nothing
  }
  return { ...row, definition, query: taskQueryOf(definition) };
}

export async function listSavedFilters(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  return filters.findSavedFilters(deps.db, savedFilterPolicy.readableWhere(viewer));
}

/** The projects and labels a definition names must be ones the viewer may read: else a 400 naming the field. */
export async function createSavedFilter(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const { name, definition } = parseInput(SavedFilterInput, input ?? {});
  const projectIds = [...new Set(definition.projectIds ?? [])];
  if (projectIds.length && (await filters.countProjectsIn(deps.db, projectIds, projectPolicy.readableWhere(viewer))) !== projectIds.length) {
    throw badRequest(FILTER_MESSAGES.projectIds);
  }
  const labelIds = [...new Set(definition.labelIds ?? [])];
  if (labelIds.length && (await findLabelsByIds(deps.db, labelIds, labelPolicy.readableWhere(viewer))).length !== labelIds.length) {
    throw badRequest(FILTER_MESSAGES.labelIds);
  }
  if ((await filters.countSavedFilters(deps.db, viewer.id)) >= MAX_SAVED_FILTERS) throw badRequest(FILTER_MESSAGES.tooMany);
  const stored = { ...definition, ...(projectIds.length ? { projectIds } : {}), ...(labelIds.length ? { labelIds } : {}) };
  return filters.insertSavedFilter(deps.db, { name, definition: JSON.stringify(stored), userId: viewer.id });
}

export async function deleteSavedFilter(deps: Deps, viewer: Viewer, idInput: unknown) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'SavedFilter');
  const row = id ? await filters.findSavedFilter(deps.db, id) : null;
  if (!row || !savedFilterPolicy.canRead(viewer, row) || !savedFilterPolicy.canDelete(viewer, row)) throw notFound('Filter');
  await filters.deleteSavedFilter(deps.db, row.id);
  return row;
}
