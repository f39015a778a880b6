import type { TokenScope } from '../../../../shared/tokens/scopes.js';

/**
 * What a request signed with an API token may do: set beside the viewer (req.apiToken, ctx.apiToken)
 * when the request came with `Authorization: Bearer`, null for a browser session. Its own module so
 * the GraphQL context can name it without importing the tokens module.
 */
export type TokenGrant = { tokenId: number; scopes: readonly TokenScope[] };
