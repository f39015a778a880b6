import { builder } from '../../graphql/builder.js';
import { focusHistory, type FocusDay } from './focusHistory.js';

const FocusDayRef = builder.objectRef<FocusDay>('FocusDay').implement({
  description: 'Focus on one calendar day: completed work sessions',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD in the viewer calendar' }),
    minutes: t.exposeInt('minutes'),
    sessions: t.exposeInt('sessions'),
  }),
});

builder.queryField('focusHistory', (t) =>
  t.field({
    type: [FocusDayRef],
    description: 'Focus minutes per day from..to inclusive; utcOffsetMinutes is local time minus UTC (UTC+2 → 120)',
    authScopes: { signedIn: true },
    args: {
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
      utcOffsetMinutes: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) => focusHistory(ctx, ctx.viewer, args),
  }),
);
