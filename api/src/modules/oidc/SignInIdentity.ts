import { builder } from '../../graphql/builder.js';
import { rowIdFrom } from '../../lib/globalId.js';
import { identityPolicy } from './policy.js';
import { providerNameOf } from './present.js';

/** An identity at an OpenID Connect provider that signs in to its account (UserIdentity). */
export const SignInIdentityNode = builder.prismaNode('UserIdentity', {
  name: 'SignInIdentity',
  id: { field: 'id' },
  // Loading by id finds only the viewer's own: anyone else's reads as null, like an unknown id.
  findUnique: (id, ctx) => ({ id: rowIdFrom(String(id), 'SignInIdentity') ?? 0, AND: [identityPolicy.ownWhere(ctx.viewer)] }),
  nullable: true,
  authScopes: (identity, ctx) => identityPolicy.canRead(ctx.viewer, identity),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    providerName: t.string({
      description: "The provider's name (OIDC_NAME), or its issuer's host when it is no longer the configured one",
      resolve: (identity, _args, ctx) => providerNameOf(ctx.config.oidc, identity.issuer),
    }),
    issuer: t.exposeString('issuer'),
    email: t.exposeString('email', { nullable: true, description: 'The e-mail address the provider gave at the latest sign-in' }),
    linkedAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime' }),
  }),
});
