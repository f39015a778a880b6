import type { Deps, Viewer } from '../../graphql/context.js';
import { forbidden, notFound, parseInput } from '../../lib/errors.js';
import { sha256 } from '../../lib/crypto.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { signedIn } from '../projects/service.js';
import { ApiTokenInput } from '../../../../shared/tokens/validation.js';
import { apiTokenPolicy } from './policy.js';
import * as tokens from './repository.js';
import { newTokenText } from './tokenText.js';

export type ApiTokenRow = NonNullable<Awaited<ReturnType<typeof tokens.findToken>>>;

/** GET /api/tokens: the viewer's own tokens, newest first (revoked and expired ones too, marked so). */
export async function listOwnTokens(deps: Deps, viewer: Viewer) {
  signedIn(viewer);
  return tokens.findTokens(deps.db, apiTokenPolicy.ownWhere(viewer));
}

/** POST /api/tokens: a new token; the answer holds its text, which is never shown again. */
export async function createToken(deps: Deps, viewer: Viewer, input: unknown) {
  signedIn(viewer);
  const { name, scopes, expiresAt } = parseInput(ApiTokenInput, input);
  const { token, prefix } = newTokenText();
  const row = await tokens.insertToken(deps.db, { userId: viewer.id, name, scopes: scopes.join(' '), expiresAt, tokenHash: sha256(token), prefix });
  return { row, token };
}

/** A token the viewer may see, else 404 (a stranger's id reads as an unknown one). */
async function readableToken(deps: Deps, viewer: Viewer, idInput: unknown, own: boolean) {
  signedIn(viewer);
  const id = rowIdFrom(idInput, 'ApiToken');
  const row = id ? await tokens.findToken(deps.db, id) : null;
  if (!row || !(own ? apiTokenPolicy.canRead(viewer, row) : apiTokenPolicy.canManageAll(viewer))) throw notFound('API token');
  return row;
}

/** DELETE /api/tokens/{id} (own) and /api/admin/tokens/{id} (any): requests with it fail from now on. */
export async function revokeToken(deps: Deps, viewer: Viewer, idInput: unknown, { own = true } = {}) {
  if (!own) assertTokenAdmin(viewer);
  const row = await readableToken(deps, viewer, idInput, own);
  if (own && !apiTokenPolicy.canRevoke(viewer, row)) throw forbidden();
  return row.revokedAt ? row : tokens.revokeToken(deps.db, row.id, new Date());
}

/** GET /api/admin/tokens: every user's tokens. */
export async function listAllTokens(deps: Deps, viewer: Viewer) {
  assertTokenAdmin(viewer);
  return tokens.findTokens(deps.db, {});
}

function assertTokenAdmin(viewer: Viewer): asserts viewer is NonNullable<Viewer> {
  signedIn(viewer);
  if (!apiTokenPolicy.canManageAll(viewer)) throw forbidden('Only administrators can do this');
}

export const tokenState = (row: { revokedAt: Date | null; expiresAt: Date }, now = Date.now()) =>
  row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now ? 'expired' : 'active';
