import { builder } from '../../graphql/builder.js';
import { aiProviderInfo, insights, listRecommendations, refreshRecommendations } from './service.js';
import { AiProviderInfo, InsightsRef, RecommendationRef } from './types.js';

const TZ = 'The client offset from UTC in minutes, east positive (-new Date().getTimezoneOffset())';

builder.queryFields((t) => ({
  aiProvider: t.field({
    type: AiProviderInfo,
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => aiProviderInfo(ctx),
  }),
  recommendations: t.field({
    type: [RecommendationRef],
    authScopes: { signedIn: true },
    description: 'The stored task recommendations, best first (run refreshRecommendations to re-rank)',
    resolve: (_r, _a, ctx) => listRecommendations(ctx, ctx.viewer),
  }),
  insights: t.field({
    type: InsightsRef,
    authScopes: { signedIn: true },
    args: {
      days: t.arg.int({ required: false, defaultValue: 7 }),
      tzOffsetMinutes: t.arg.int({ required: false, defaultValue: 0, description: TZ }),
    },
    resolve: (_r, args, ctx) => insights(ctx, ctx.viewer, args),
  }),
}));

builder.relayMutationField(
  'refreshRecommendations',
  { inputFields: (t) => ({ tzOffsetMinutes: t.int({ required: false, description: TZ }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, ctx) => ({
      recommendations: await refreshRecommendations(ctx, ctx.viewer, { tzOffsetMinutes: input.tzOffsetMinutes ?? undefined }),
    }),
  },
  { outputFields: (t) => ({ recommendations: t.field({ type: [RecommendationRef], resolve: (p) => p.recommendations }) }) },
);
