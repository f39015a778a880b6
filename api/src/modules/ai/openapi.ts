import { z } from 'zod';
import { isoDateTime, isoDay, type ApiModule } from '../../http/openapi/apiRoute.js';
import type { Insights } from './insights.js';
import type { Recommendation } from './service.js';
import { InsightsInput, RefreshInput } from './validation.js';

const RecommendationBody = z
  .strictObject({
    id: z.number().int(),
    taskId: z.number().int(),
    rank: z.number().int().meta({ description: '1 is what to work on first' }),
    reason: z.string().nullable(),
    timestamp: isoDateTime,
    taskName: z.string(),
    priority: z.number().int(),
    projectName: z.string(),
  })
  .meta({ id: 'Recommendation' });
const Recommendations = z.array(RecommendationBody);

const int = () => z.number().int();

/** The local engine's figures about recent work (insights.ts), and a summary written from them. */
const InsightsBody = z
  .strictObject({
    days: int(),
    from: isoDay,
    to: isoDay,
    completion: z.strictObject({ total: int(), completed: int(), open: int(), rate: z.number(), completedInPeriod: int() }),
    focusByDay: z.array(z.strictObject({ date: isoDay, minutes: z.number(), sessions: int() })),
    focusByProject: z.array(z.strictObject({ projectId: int(), projectName: z.string(), minutes: z.number() })),
    totalFocusMinutes: z.number(),
    estimates: z.strictObject({
      tasks: z.array(
        z.strictObject({
          taskId: int(),
          taskName: z.string(),
          completed: z.boolean(),
          estimateMinutes: z.number(),
          actualMinutes: z.number(),
          ratio: z.number(),
        }),
      ),
      estimateMinutes: z.number(),
      actualMinutes: z.number(),
      ratio: z.number().nullable().meta({ description: 'actual ÷ estimate; 1 is a perfect estimate, null without data' }),
    }),
    neglected: z.array(z.strictObject({ taskId: int(), taskName: z.string(), priority: int(), daysUntouched: int() })),
    focusHours: z.array(z.strictObject({ hour: int(), minutes: z.number() })),
    bestFocusHours: z.array(int()),
    summary: z.string(),
  })
  .meta({ id: 'Insights' });

// the schemas and the service describe the same answers
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const insightsMatch: Same<keyof z.infer<typeof InsightsBody>, keyof Insights> = true;
const recommendationsMatch: Same<keyof z.infer<typeof RecommendationBody>, keyof Recommendation> = true;
void insightsMatch;
void recommendationsMatch;

export const aiApi: ApiModule = {
  tag: 'AI',
  routes: [
    {
      method: 'get',
      path: '/ai/provider',
      summary: 'Which AI provider answers',
      response: z.strictObject({ kind: z.enum(['local', 'openai']), model: z.string() }).meta({ id: 'AiProvider' }),
    },
    { method: 'get', path: '/ai/recommendations', summary: 'What to work on next', response: Recommendations },
    {
      method: 'post',
      path: '/ai/recommendations/refresh',
      errors: [502, 504],
      summary: 'Work the recommendations out again',
      body: RefreshInput,
      response: Recommendations,
    },
    { method: 'get', path: '/ai/insights', errors: [502, 504], summary: 'Insights into recent work', query: InsightsInput, response: InsightsBody },
  ],
};
