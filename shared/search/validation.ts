import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from './limits.js';

/** GET /api/search?q= and Query.search(q:): an empty or missing q finds nothing. */
export const SearchInput = z.object({
  q: z.string({ error: 'q must be text' }).max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`).default(''),
});
