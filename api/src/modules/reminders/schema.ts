import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { getReminderSettings, updateReminderSettings, type ReminderSettings } from './service.js';

type Settings = ReminderSettings & { userId: number };

const ReminderSettingsRef = builder.objectRef<Settings>('ReminderSettings').implement({
  description: "How the viewer's reminders arrive, and the reminder a task gets with its first deadline",
  fields: (t) => ({
    id: t.id({ description: 'Stable per user (for the client cache)', resolve: (s) => encodeGlobalID('ReminderSettings', s.userId) }),
    inApp: t.exposeBoolean('inApp', { description: 'A notification in the app' }),
    email: t.exposeBoolean('email', { description: 'An e-mail (SMTP, or the outbox without a mail server)' }),
    push: t.exposeBoolean('push', { description: 'A Web Push notification on each device where push is enabled' }),
    defaultOffsetMinutes: t.exposeInt('defaultOffsetMinutes', { nullable: true, description: 'Minutes before the deadline; null: no default reminder' }),
  }),
});

builder.queryField('reminderSettings', (t) =>
  t.field({
    type: ReminderSettingsRef,
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => ({ ...(await getReminderSettings(ctx, ctx.viewer)), userId: ctx.viewer!.id }),
  }),
);

builder.relayMutationField(
  'updateReminderSettings',
  {
    inputFields: (t) => ({
      inApp: t.boolean({ required: false }),
      email: t.boolean({ required: false }),
      push: t.boolean({ required: false }),
      defaultOffsetMinutes: t.int({ required: false, description: 'null: no default reminder' }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ settings: { ...(await updateReminderSettings(ctx, ctx.viewer, input)), userId: ctx.viewer!.id } }),
  },
  { outputFields: (t) => ({ reminderSettings: t.field({ type: ReminderSettingsRef, resolve: (p) => p.settings }) }) },
);
