import { builder } from '../../graphql/builder.js';
import type { Insights } from './insights.js';
import type { Recommendation } from './service.js';

export const AiProviderKind = builder.enumType('AiProviderKind', { values: ['local', 'openai'] as const });

export const AiProviderInfo = builder.objectRef<{ kind: 'local' | 'openai'; model: string }>('AiProvider').implement({
  description: 'The AI in use: the built-in local engine, or an OpenAI-compatible server',
  fields: (t) => ({
    kind: t.field({ type: AiProviderKind, resolve: (p) => p.kind }),
    model: t.exposeString('model'),
  }),
});

export const RecommendationRef = builder.objectRef<Recommendation>('Recommendation').implement({
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    taskRowId: t.exposeInt('taskId'),
    rank: t.exposeInt('rank'),
    reason: t.exposeString('reason', { nullable: true }),
    timestamp: t.expose('timestamp', { type: 'DateTime' }),
    taskName: t.exposeString('taskName'),
    priority: t.exposeInt('priority'),
    projectName: t.exposeString('projectName'),
  }),
});

type I = Insights;
const Completion = builder.objectRef<I['completion']>('InsightsCompletion').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    completed: t.exposeInt('completed'),
    open: t.exposeInt('open'),
    rate: t.exposeFloat('rate', { description: 'completed ÷ total, 0 to 1' }),
    completedInPeriod: t.exposeInt('completedInPeriod'),
  }),
});
const FocusDay = builder.objectRef<I['focusByDay'][number]>('InsightsFocusDay').implement({
  fields: (t) => ({ date: t.exposeString('date'), minutes: t.exposeInt('minutes'), sessions: t.exposeInt('sessions') }),
});
const FocusProject = builder.objectRef<I['focusByProject'][number]>('InsightsFocusProject').implement({
  fields: (t) => ({ projectRowId: t.exposeInt('projectId'), projectName: t.exposeString('projectName'), minutes: t.exposeInt('minutes') }),
});
const TaskEstimate = builder.objectRef<I['estimates']['tasks'][number]>('InsightsTaskEstimate').implement({
  fields: (t) => ({
    taskRowId: t.exposeInt('taskId'),
    taskName: t.exposeString('taskName'),
    completed: t.exposeBoolean('completed'),
    estimateMinutes: t.exposeInt('estimateMinutes'),
    actualMinutes: t.exposeInt('actualMinutes'),
    ratio: t.exposeFloat('ratio'),
  }),
});
const Estimates = builder.objectRef<I['estimates']>('InsightsEstimateAccuracy').implement({
  fields: (t) => ({
    tasks: t.field({ type: [TaskEstimate], resolve: (e) => e.tasks }),
    estimateMinutes: t.exposeInt('estimateMinutes'),
    actualMinutes: t.exposeInt('actualMinutes'),
    ratio: t.exposeFloat('ratio', { nullable: true, description: 'actual ÷ estimate; null without data' }),
  }),
});
const Neglected = builder.objectRef<I['neglected'][number]>('InsightsNeglectedTask').implement({
  fields: (t) => ({
    taskRowId: t.exposeInt('taskId'),
    taskName: t.exposeString('taskName'),
    priority: t.exposeInt('priority'),
    daysUntouched: t.exposeInt('daysUntouched'),
  }),
});
const FocusHour = builder.objectRef<I['focusHours'][number]>('InsightsFocusHour').implement({
  fields: (t) => ({ hour: t.exposeInt('hour'), minutes: t.exposeInt('minutes') }),
});

export const InsightsRef = builder.objectRef<I>('Insights').implement({
  fields: (t) => ({
    days: t.exposeInt('days'),
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    completion: t.field({ type: Completion, resolve: (i) => i.completion }),
    focusByDay: t.field({ type: [FocusDay], resolve: (i) => i.focusByDay }),
    focusByProject: t.field({ type: [FocusProject], resolve: (i) => i.focusByProject }),
    totalFocusMinutes: t.exposeInt('totalFocusMinutes'),
    estimates: t.field({ type: Estimates, resolve: (i) => i.estimates }),
    neglected: t.field({ type: [Neglected], resolve: (i) => i.neglected }),
    focusHours: t.field({ type: [FocusHour], description: 'minutes of completed work sessions by local hour of start, 0 to 23', resolve: (i) => i.focusHours }),
    bestFocusHours: t.exposeIntList('bestFocusHours'),
    summary: t.exposeString('summary'),
  }),
});
