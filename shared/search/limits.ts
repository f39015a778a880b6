/** The longest search text the API takes (GET /api/search, Query.search). */
export const MAX_SEARCH_LENGTH = 200;
