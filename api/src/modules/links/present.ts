import type { Link } from '../../generated/prisma-sqlite/client.js';

/** A link as REST answers it. */
export function presentLink(link: Link) {
  return {
    id: link.id,
    label: link.label,
    url: link.url,
    position: link.position,
    createdAt: link.createdAt.toISOString(),
    updatedAt: link.updatedAt.toISOString(),
  };
}
