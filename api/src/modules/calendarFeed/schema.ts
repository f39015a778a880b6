import { builder } from '../../graphql/builder.js';
import { feedUrl, regenerateFeed, revokeFeed } from './service.js';

builder.queryField('calendarFeedUrl', (t) =>
  t.string({
    description: "The viewer's secret calendar feed URL (iCalendar); the first ask makes the feed. As GET /api/users/me/feed-url",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => feedUrl(ctx, ctx.viewer, ctx.origin),
  }),
);

builder.mutationField('regenerateCalendarFeed', (t) =>
  t.string({
    description: "A new secret URL for the viewer's calendar feed; the old one stops working. Answers the new URL",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => regenerateFeed(ctx, ctx.viewer, ctx.origin),
  }),
);

builder.mutationField('revokeCalendarFeed', (t) =>
  t.boolean({
    description: "Turns the viewer's calendar feed off: its URL answers 404 from now on. True even when there was none",
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => {
      await revokeFeed(ctx, ctx.viewer);
      return true;
    },
  }),
);
