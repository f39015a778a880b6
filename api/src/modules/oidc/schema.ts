import { builder } from '../../graphql/builder.js';
import { listOwnIdentities, unlinkIdentity } from './service.js';
import './SignInIdentity.js';

builder.prismaObjectField('User', 'signInIdentities', (t) =>
  t.prismaField({
    type: ['UserIdentity'],
    nullable: true,
    description:
      "The provider identities that sign in to the viewer's account, oldest first (as GET /api/auth/identities); null for anyone but the viewer, and for an API token",
    resolve: (_query, user, _args, ctx) => (ctx.viewer?.id === user.id && !ctx.apiToken ? listOwnIdentities(ctx, ctx.viewer) : null),
  }),
);

builder.relayMutationField(
  'unlinkSignInIdentity',
  { inputFields: (t) => ({ identityId: t.id({ required: true, description: 'A SignInIdentity ID or its rowId' }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ row: await unlinkIdentity(ctx, ctx.viewer, input.identityId) }),
  },
  {
    outputFields: (t) => ({
      unlinkedIdentityId: t.globalID({ resolve: (p) => ({ type: 'SignInIdentity', id: String(p.row.id) }) }),
      unlinkedRowId: t.int({ resolve: (p) => p.row.id }),
    }),
  },
);
