import type { Label } from '../../generated/prisma-sqlite/client.js';

/** A label as REST answers it. */
export function presentLabel(label: Label) {
  return { id: label.id, name: label.name, color: label.color, createdAt: label.createdAt.toISOString() };
}
