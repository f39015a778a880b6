import type { Deps, Viewer } from '../../graphql/context.js';
import { badRequest, notFound, parseInput, unauthorized } from '../../lib/errors.js';
import { LinkInput, LinkUpdateInput, ReorderLinksInput, linkIdSchema } from '../../../../shared/links/validation.js';

function signedIn(viewer: Viewer): asserts viewer is NonNullable<Viewer> {
  if (!viewer) throw unauthorized();
}

export async function listLinks(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  return deps.db.link.findMany({ where: { userId: viewer.id }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
}

/** The viewer's link, or 404 for a stranger's or unknown id. */
export async function ownLink(deps: Deps, viewer: Viewer, idInput: unknown) {
  signedIn(viewer);
  const id = linkIdSchema.safeParse(idInput);
  const link = id.success ? await deps.db.link.findFirst({ where: { id: id.data, userId: viewer.id } }) : null;
  if (!link) throw notFound('Link');
  return link;
}

/** A new link goes to the end of the list. */
export async function createLink(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const data = parseInput(LinkInput, input);
  const last = await deps.db.link.aggregate({ where: { userId: viewer.id }, _max: { position: true } });
  const position = last._max.position === null ? 0 : last._max.position + 1;
  return deps.db.link.create({ data: { ...data, userId: viewer.id, position } });
}

export async function updateLink(deps: Deps, viewer: Viewer, idInput: unknown, input: unknown) {
  const link = await ownLink(deps, viewer, idInput);
  const data = parseInput(LinkUpdateInput, input);
  return deps.db.link.update({ where: { id: link.id }, data });
}

export async function deleteLink(deps: Deps, viewer: Viewer, idInput: unknown) {
  const link = await ownLink(deps, viewer, idInput);
  await deps.db.link.delete({ where: { id: link.id } });
  return link;
}

/**
 * Sets positions 0..n-1 in the order given. Links left out keep their relative order after
 * the listed ones. Any id that is not the viewer's is a 404 and nothing changes.
 */
export async function reorderLinks(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const { linkIds } = parseInput(ReorderLinksInput, input);
  return deps.db.$transaction(async (tx) => {
    const mine = await tx.link.findMany({
      where: { userId: viewer.id },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    const owned = new Set(mine.map((l) => l.id));
    if (linkIds.some((id) => !owned.has(id))) throw notFound('Link');
    const listed = new Set(linkIds);
    const order = [...linkIds, ...mine.map((l) => l.id).filter((id) => !listed.has(id))];
    if (order.length !== owned.size) throw badRequest('linkIds must not repeat a link');
    for (const [position, id] of order.entries()) {
      await tx.link.update({ where: { id }, data: { position } });
    }
    return tx.link.findMany({ where: { userId: viewer.id }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
  });
}
