import type { Deps, Viewer } from '../../graphql/context.js';
import { notFound, parseInput } from '../../lib/errors.js';
import { signedIn } from '../projects/service.js';
import { linkPolicy } from './policy.js';
import * as links from './repository.js';
import { LinkInput, LinkUpdateInput, ReorderLinksInput, linkIdSchema } from '../../../../shared/links/validation.js';

type Link = NonNullable<Awaited<ReturnType<typeof links.findLink>>>;
type LinkQuery = Parameters<typeof links.findLinks>[2];

/** The links the viewer may read, in their order (`query`: what Pothos selects). */
export async function listLinks(deps: Deps, viewer: Viewer, query: LinkQuery = {}) {
  signedIn(viewer);
  return links.findLinks(deps.db, linkPolicy.readableWhere(viewer), query);
}

/** A link the viewer may read (and, with `may`, change that way), or 404 for a stranger's or unknown id. */
export async function ownLink(deps: Deps, viewer: Viewer, idInput: unknown, may: (viewer: Viewer, link: Link) => boolean = linkPolicy.canRead) {
  signedIn(viewer);
  const id = linkIdSchema.safeParse(idInput);
  const link = id.success ? await links.findLink(deps.db, id.data) : null;
  if (!link || !linkPolicy.canRead(viewer, link) || !may(viewer, link)) throw notFound('Link');
  return link;
}

/** A new link goes to the end of the viewer's list. */
export async function createLink(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const data = parseInput(LinkInput, input);
  const owner = viewer.id; // a new link is its creator's
  const last = await links.lastOwnedLinkPosition(deps.db, owner);
  return links.insertLink(deps.db, { ...data, userId: owner, position: last === null ? 0 : last + 1 });
}

export async function updateLink(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  const link = await ownLink(deps, viewer, idInput, linkPolicy.canUpdate);
  const data = parseInput(LinkUpdateInput, input);
  return links.updateLink(deps.db, link.id, data);
}

export async function deleteLink(deps: Deps, viewer: Viewer, idInput: unknown) {
  const link = await ownLink(deps, viewer, idInput, linkPolicy.canDelete);
  await links.deleteLink(deps.db, link.id);
  return link;
}

/**
 * Sets positions 0..n-1 in the order given. Links left out keep their relative order after
 * the listed ones. Any id that is not the viewer's is a 404 and nothing changes.
 */
export async function reorderLinks(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const { linkIds } = parseInput(ReorderLinksInput, input);
  return links.reorderLinks(deps.db, linkPolicy.reorderableWhere(viewer), linkIds, () => notFound('Link'));
}
