import { builder } from '../../graphql/builder.js';
import { exportData } from './exportData.js';
import { importData } from './importData.js';
import { ImportSummaryRef, PreferencesRef } from './Preferences.js';
import { changePassword, preferences, updatePreferences, updateProfile } from './service.js';

builder.queryField('preferences', (t) =>
  t.field({
    type: PreferencesRef,
    description: "The viewer's own settings: notification sound and the AI provider in use",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => preferences(ctx, ctx.viewer),
  }),
);

builder.queryField('dataExport', (t) =>
  t.field({
    type: 'JSON',
    description: '"Export my data": every row of the viewer as one document (format streamline-export, version 1)',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => exportData(ctx, ctx.viewer),
  }),
);

builder.relayMutationField(
  'updateProfile',
  {
    inputFields: (t) => ({
      name: t.string({ required: false }),
      email: t.string({ required: false }),
      timeZone: t.string({ required: false, description: 'IANA time zone, e.g. Europe/Berlin' }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ user: await updateProfile(ctx, ctx.viewer, input) }),
  },
  { outputFields: (t) => ({ user: t.prismaField({ type: 'User', resolve: (_q, p) => p.user }) }) },
);

builder.relayMutationField(
  'changePassword',
  {
    inputFields: (t) => ({
      currentPassword: t.string({ required: false, description: 'Required, except for the first password of an account made by single sign-on' }),
      newPassword: t.string({ required: true }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: (_root, { input }, ctx) => changePassword(ctx, ctx.viewer, ctx.sessionId, input),
  },
  { outputFields: (t) => ({ success: t.exposeBoolean('success') }) },
);

builder.relayMutationField(
  'updateUserSettings',
  { inputFields: (t) => ({ notificationSound: t.boolean({ required: true }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ preferences: await updatePreferences(ctx, ctx.viewer, input) }),
  },
  { outputFields: (t) => ({ preferences: t.field({ type: PreferencesRef, resolve: (p) => p.preferences }) }) },
);

builder.relayMutationField(
  'importData',
  { inputFields: (t) => ({ data: t.field({ type: 'JSON', required: true }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ summary: await importData(ctx, ctx.viewer, input.data) }),
  },
  { outputFields: (t) => ({ summary: t.field({ type: ImportSummaryRef, resolve: (p) => p.summary }) }) },
);
