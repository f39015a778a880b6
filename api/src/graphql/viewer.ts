import type { User } from '../generated/prisma-sqlite/client.js';

/** The signed-in user of a request, or null. Its own module so that queryThread.ts can name it without importing context.ts, whose Deps names the query thread. */
export type Viewer = User | null;
