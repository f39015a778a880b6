import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { NOTIFICATION_EVENTS, type NotificationPreferences } from '../../../../shared/notifications/preferences.js';
import { updatePreferences, viewerPreferences } from './preferences.js';

type Preferences = NotificationPreferences & { userId: number };

const ChannelsRef = builder.objectRef<{ inApp: boolean; email: boolean }>('NotificationChannels').implement({
  fields: (t) => ({ inApp: t.exposeBoolean('inApp'), email: t.exposeBoolean('email') }),
});

const PreferencesRef = builder.objectRef<Preferences>('NotificationPreferences').implement({
  description: 'Which notifications the viewer gets in the app and by e-mail (never of their own actions, never twice)',
  fields: (t) => ({
    id: t.id({ resolve: (p) => encodeGlobalID('NotificationPreferences', p.userId) }),
    ...Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, t.field({ type: ChannelsRef, resolve: (p: Preferences) => p[e] })])),
  }),
});

const ChannelsInput = builder.inputType('NotificationChannelsInput', {
  fields: (t) => ({ inApp: t.boolean({ required: false }), email: t.boolean({ required: false }) }),
});

builder.queryField('notificationPreferences', (t) =>
  t.field({
    type: PreferencesRef,
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => ({ ...(await viewerPreferences(ctx, ctx.viewer)), userId: ctx.viewer!.id }),
  }),
);

builder.relayMutationField(
  'updateNotificationPreferences',
  {
    inputFields: (t) =>
      Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, t.field({ type: ChannelsInput, required: false })])) as Record<
        (typeof NOTIFICATION_EVENTS)[number],
        ReturnType<typeof t.field<typeof ChannelsInput, false>>
      >,
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => {
      // GraphQL's null means "not sent" here, as REST's missing key does
      const change = Object.fromEntries(
        Object.entries(input)
          .filter(([, v]) => v)
          .map(([k, v]) => [k, Object.fromEntries(Object.entries(v!).filter(([, b]) => typeof b === 'boolean'))]),
      );
      return { preferences: { ...(await updatePreferences(ctx, ctx.viewer, change)), userId: ctx.viewer!.id } };
    },
  },
  { outputFields: (t) => ({ notificationPreferences: t.field({ type: PreferencesRef, resolve: (p) => p.preferences }) }) },
);
