import type { User } from '../generated/prisma-sqlite/client.js';

/** The signed-in user of a request, or null. Its own module so that policies can name it without importing the GraphQL context. */
export type Viewer = User | null;
