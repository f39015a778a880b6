import type { Viewer } from '../graphql/viewer.js';

/** No user has this id: a filter for "nobody's rows" when no one is signed in. */
const NOBODY = -1;

/** The signed-in viewer's id, or an id no row has. */
export const viewerIdOrNobody = (viewer: Viewer): number => viewer?.id ?? NOBODY;

/** The rule behind today's policies: the viewer owns the row. */
export const owns = (viewer: Viewer, row: { userId: number }): boolean => !!viewer && row.userId === viewer.id;
