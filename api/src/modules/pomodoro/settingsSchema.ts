import { builder } from '../../graphql/builder.js';
import { getPomodoroSettings, updatePomodoroSettings } from './settings.js';
import { PomodoroSettingsRef } from './Timer.js';

builder.queryField('pomodoroSettings', (t) =>
  t.field({
    type: PomodoroSettingsRef,
    description: "The viewer's pomodoro minutes (25 and 5 until changed)",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => getPomodoroSettings(ctx, ctx.viewer),
  }),
);

builder.relayMutationField(
  'updatePomodoroSettings',
  {
    inputFields: (t) => ({
      workDuration: t.int({ required: true, description: 'Minutes, 1 to 180' }),
      breakDuration: t.int({ required: true, description: 'Minutes, 1 to 60' }),
    }),
  },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({ settings: await updatePomodoroSettings(ctx, ctx.viewer, input) }),
  },
  { outputFields: (t) => ({ settings: t.field({ type: PomodoroSettingsRef, resolve: (p) => p.settings }) }) },
);
